import { describe, expect, it } from 'vitest';
import { composeSendMessage } from './send-message.composer';

const publicUrl = 'https://usher.example';
const token = '0b8e6a2c-61c4-4a0e-9d0f-3f1f2d9c8e11.signature';
const shortToken = 'C45qLGHESg6dDz8fLZyOEQ.shortsignature16';

describe('composeSendMessage', () => {
  it('gives an email the content, a footer with the unsubscribe page and the RFC 8058 headers', () => {
    const message = composeSendMessage(
      {
        channel: 'email',
        subject: 'Summer season',
        content: '<p>Hello <strong>all</strong></p><ul><li>Jazz</li></ul>',
        organizationName: 'Tom & Jerry <Live>',
      },
      { publicUrl, token, shortToken },
    );
    expect(message.subject).toBe('Summer season');
    expect(message.bodyHtml).toContain('<p>Hello <strong>all</strong></p><ul><li>Jazz</li></ul>');
    expect(message.bodyHtml).toContain(`<a href="${publicUrl}/u/${token}">Unsubscribe</a>`);
    expect(message.bodyHtml).toContain('Tom &#38; Jerry &#60;Live&#62;');
    expect(message.bodyText).toBe(
      `Hello all\n• Jazz\n\n--\nYou receive this email from Tom & Jerry <Live>.\nUnsubscribe: ${publicUrl}/u/${token}`,
    );
    expect(message.headers).toEqual({
      'List-Unsubscribe': `<${publicUrl}/api/public/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sends an SMS as written with one short opt-out line', () => {
    const message = composeSendMessage(
      { channel: 'sms', subject: null, content: 'Doors at 7 <b>', organizationName: 'Org' },
      { publicUrl, token, shortToken },
    );
    expect(message).toEqual({
      subject: null,
      bodyText: `Doors at 7 <b>\nOpt out: ${publicUrl}/u/${shortToken}`,
      bodyHtml: null,
    });
  });
});
