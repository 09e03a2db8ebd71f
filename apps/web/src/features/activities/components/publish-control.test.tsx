import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { theme } from '../../../app/theme';
import { PublishControl } from './publish-control';

function renderControl(props: Partial<Parameters<typeof PublishControl>[0]> = {}) {
  const onPublish = vi.fn();
  const onUnpublish = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <PublishControl
        isPublished={false}
        hasTicketVariants
        isReserved={false}
        isPending={false}
        onPublish={onPublish}
        onUnpublish={onUnpublish}
        {...props}
      />
    </MantineProvider>,
  );
  return { onPublish, onUnpublish };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('PublishControl', () => {
  it('offers Publish when not published and there is something to sell', () => {
    const { onPublish } = renderControl();
    fireEvent.click(button('Publish'));
    expect(onPublish).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  });

  it('disables Publish without a date with a ticket type', () => {
    renderControl({ hasTicketVariants: false });
    expect(button('Publish').disabled).toBe(true);
  });

  it('offers Unpublish when published and nothing is sold', () => {
    const { onUnpublish } = renderControl({ isPublished: true });
    fireEvent.click(button('Unpublish'));
    expect(onUnpublish).toHaveBeenCalledOnce();
  });

  it('disables Unpublish with the §4 tooltip once tickets are sold', async () => {
    renderControl({ isPublished: true, isReserved: true });
    expect(button('Unpublish').disabled).toBe(true);
    fireEvent.mouseEnter(button('Unpublish').parentElement!);
    expect(await screen.findByText(MESSAGES.unpublishBlocked)).toBeTruthy();
  });
});
