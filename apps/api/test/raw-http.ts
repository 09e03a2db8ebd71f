import net from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends a request exactly as written, byte for byte, over a plain socket: for what fetch refuses to send
 * (bad percent-encoding, no Content-Length, malformed request lines, oversized URLs).
 */
export function rawRequest(baseUrl: string, head: string[], body = ''): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const request = `${[...head, `host: ${hostname}:${port}`, 'connection: close'].join('\r\n')}\r\n\r\n${body}`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const separator = line.indexOf(':');
          return [line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim()];
        }),
      );
      const raw = rest.join('\r\n\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: headers['transfer-encoding'] === 'chunked' ? unchunk(raw) : raw,
      });
    });
  });
}

function unchunk(raw: string): string {
  let body = '';
  let rest = raw;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}
