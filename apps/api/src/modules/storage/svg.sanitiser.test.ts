import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg.sanitiser';

describe('sanitiseSvg', () => {
  it('keeps the drawing', async () => {
    const svg = await sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="red"/></svg>',
    );
    expect(svg).toContain('<circle');
    expect(svg).toContain('fill="red"');
  });

  it('drops scripts and event handlers', async () => {
    const svg = await sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="1" height="1" onclick="alert(3)"/></svg>',
    );
    expect(svg).not.toMatch(/script|onload|onclick|alert/i);
    expect(svg).toContain('<rect');
  });

  it('drops every reference outside the image', async () => {
    const svg = await sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
        '<image href="https://tracker.example/p.png" width="1" height="1"/>' +
        '<use xlink:href="https://evil.example/sprite.svg#a"/>' +
        '<a href="javascript:alert(1)"><text>x</text></a>' +
        '<rect style="fill: url(https://evil.example/x)" width="1" height="1"/>' +
        '<style>@import url(https://evil.example/x.css);</style>' +
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>' +
        '<linearGradient id="g"><stop offset="0"/></linearGradient><rect fill="url(#g)" width="2" height="2"/></svg>',
    );
    expect(svg).not.toMatch(/example|javascript|@import|foreignObject/i);
    expect(svg).toContain('fill="url(#g)"');
  });

  it('refuses text that is not an SVG', async () => {
    expect(await sanitiseSvg('<html><body>hello</body></html>')).toBeNull();
    expect(await sanitiseSvg('GIF89a not an svg')).toBeNull();
  });
});
