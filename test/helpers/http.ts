import http from 'node:http';

export interface HttpResult {
  status: number;
  body: any;
  text: string;
  headers: http.IncomingHttpHeaders;
}

/** A plain HTTP request with a raw body (so tests can send what no JSON library would). */
export function request(
  url: string,
  opts: { method?: string; body?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        headers: { 'Content-Type': 'application/json', ...opts.headers },
        timeout: 600_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: any = null;
          try {
            body = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body, text, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

export const submit = (base: string, body: unknown) =>
  request(`${base}/submit`, { method: 'POST', body: JSON.stringify(body) });
