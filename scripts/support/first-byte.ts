// Time to the first byte of a page, as a browser's cold load gets it: a new connection per request
// (no keep-alive), the browser's Accept and Accept-Encoding, the session cookie when signed in. The
// time runs from the request's start until the answer's status line and headers have arrived.
import http from 'node:http'

export async function firstByteMs(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        agent: false,
        headers: {
          accept: 'text/html,application/xhtml+xml',
          'accept-encoding': 'gzip, deflate, br, zstd',
          ...headers,
        },
      },
      (response) => {
        const ms = performance.now() - started
        response.resume()
        response.on('end', () => resolve(ms))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

/** `count` first-byte times of `url`, one after another, sorted. */
export async function firstByteSamples(
  url: string,
  count: number,
  headers: Record<string, string> = {},
): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < count; i += 1) samples.push(await firstByteMs(url, headers))
  return samples.sort((a, b) => a - b)
}
