// Child process of the uploads benchmark: the product's media route over its disk storage (what
// networks and adapters read a post's files from) and the YouTube fake, out of the measured process.
import Fastify from 'fastify';
import { mediaFileRoutes } from '../../apps/server/src/modules/media/serve-media-file.ts';
import { createDiskStorage } from '../../apps/server/src/platform/storage.ts';
import { startFakeYouTube } from '../../packages/networks/src/youtube/fake.ts';

const storageDir = process.argv[2] ?? '';
const storage = Fastify({ logger: false });
await storage.register(mediaFileRoutes({ storage: createDiskStorage(storageDir) }));
await storage.listen({ port: 0, host: '127.0.0.1' });
const address = storage.server.address();
const storageUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
const youtube = await startFakeYouTube();
// The fake records every request with its body, for tests: here 1 GiB per upload, which this
// process does not need to hold on a shared machine.
setInterval(() => {
  youtube.calls.length = 0;
}, 1000).unref();

process.send?.({ storageUrl, youtubeUrl: youtube.url, accessToken: youtube.state.seed.accessToken });
process.on('message', async (message) => {
  if (message === 'videos') process.send?.({ videos: youtube.state.videos });
  if (message === 'stop') {
    await youtube.close();
    await storage.close();
    process.exit(0);
  }
});
