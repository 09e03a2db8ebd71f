import { describe, expect, it } from 'vitest';
import { sanitiseDescription } from './description.sanitiser';

describe('sanitiseDescription', () => {
  it('keeps bold, italic, underline and both kinds of list', async () => {
    const html =
      '<p><strong>Bold</strong> <em>italic</em> <u>under</u></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(await sanitiseDescription(html)).toBe(html);
  });
  it('turns b and i into strong and em', async () => {
    expect(await sanitiseDescription('<p><b>x</b><i>y</i></p>')).toBe('<p><strong>x</strong><em>y</em></p>');
  });
  it('removes scripts, handlers, links, images, styles and every attribute', async () => {
    const html =
      '<p style="color:red" onclick="alert(1)">Hi<script>alert(2)</script><img src=x onerror=alert(3)>' +
      '<a href="javascript:alert(4)">link</a><iframe src="https://evil.example"></iframe></p><svg><script>alert(5)</script></svg>';
    const clean = await sanitiseDescription(html);
    expect(clean).toBe('<p>Hilink</p>');
  });
});
