export const orderKeys = {
  all: ['orders'] as const,
  publicTicket: (externalId: string) => [...orderKeys.all, 'public-ticket', externalId] as const,
  qrSvg: (value: string) => [...orderKeys.all, 'qr-svg', value] as const,
  publicOrder: (orderId: string) => [...orderKeys.all, 'public-order', orderId] as const,
};
