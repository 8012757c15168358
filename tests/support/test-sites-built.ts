import { get } from 'node:http';

/**
 * Waits until the test sites are built (`build-test-sites.ts` answers at `url` once they are) and
 * throws with the build's output if one failed. No timeout of its own: a build has its own.
 */
export function testSitesBuilt(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(body))));
    }).on('error', reject);
  });
}
