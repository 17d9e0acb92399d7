import { pino } from 'pino';
import type { Config } from '../config.ts';

export type Logger = pino.Logger;

/** Query parameters that open something on their own: an export's download, a supervisor session. */
const secretParameters = /([?&](?:token|supervisortoken)=)[^&#]*/gi;

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** A request as Fastify logs it, its link's secret left out: log files are kept and copied too. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url.replace(secretParameters, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', '*.password', '*.token'], censor: '[redacted]' },
      serializers: { req: serializeRequest },
    },
    destination,
  );
}
