import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('the logger', () => {
  it('logs a request without the secret its link carries', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = Fastify({
      loggerInstance: createLogger({ logLevel: 'info' }, destination) as FastifyBaseLogger,
    });
    server.get('/download', async () => ({ ok: true }));
    await server.inject({ method: 'GET', url: '/download?id=7&token=Secret-Link-Token' });
    await server.inject({ method: 'GET', url: '/download?supervisortoken=Supervisor-Token&viewer=1' });
    await server.close();
    const logged = lines.join('');
    expect(logged).toContain('/download?id=7&token=[redacted]');
    expect(logged).toContain('/download?supervisortoken=[redacted]&viewer=1');
    expect(logged).not.toMatch(/Secret-Link-Token|Supervisor-Token/);
  });
});
