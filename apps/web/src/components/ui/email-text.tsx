import { Text, type TextProps } from '@mantine/core';
import { Fragment } from 'react';

/**
 * An email address cut where a reader would cut it: after the `@` and each hyphen (where browsers break anyway),
 * and before each dot, underscore or plus. A piece longer than the line still breaks (overflow-wrap), but only
 * then.
 */
export function emailPieces(email: string): string[] {
  return email.split(/(?<=[@-])|(?=[._+])/).filter(Boolean);
}

/** An email address that wraps at sensible points on a narrow screen instead of in the middle of a word. */
export function EmailText({ email, ...props }: { email: string } & TextProps) {
  return (
    <Text size="sm" {...props} style={{ overflowWrap: 'break-word' }} data-email={email}>
      {emailPieces(email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </Text>
  );
}
