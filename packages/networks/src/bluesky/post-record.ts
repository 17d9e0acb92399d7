import { type Agent, type AppBskyFeedPost, type BlobRef, RichText } from '@atproto/api';
import { textWithLink } from '@pagewise/shared/posts/network-content';
import type { OutgoingMedia, OutgoingPost } from '../adapter.ts';
import { downloadMedia } from '../download-media.ts';
import { NetworkError } from '../network-error.ts';
import { type BlueskyApi, xrpc } from './xrpc.ts';

// Bluesky: 300 graphemes per post, 4 images per post, images up to 1,000,000 bytes.
const maxGraphemes = 300;
const maxImages = 4;
const maxImageBytes = 1_000_000;

/** The app.bsky.feed.post record: text with link and mention facets, images or a link card. */
export async function buildPostRecord(
  agent: Agent,
  api: BlueskyApi,
  post: OutgoingPost,
): Promise<AppBskyFeedPost.Record> {
  if (post.video) {
    throw new NetworkError('rejected', 'Videos go through the Bluesky video service, not supported yet', {
      reason: 'bluesky_video_unsupported',
    });
  }
  const images = (post.images ?? []).slice(0, maxImages);
  // With images the embed holds them, so the link goes in the text where it becomes a facet.
  const text = textWithLink('bluesky', post.text, post.link, { images: images.length, video: false });
  const rich = new RichText({ text });
  if (rich.graphemeLength > maxGraphemes) {
    throw new NetworkError('rejected', `Bluesky takes at most ${maxGraphemes} characters`, {
      reason: 'bluesky_text_too_long',
    });
  }
  // Resolves @handles to DIDs; links need no call. A handle that does not resolve stays text.
  await rich.detectFacets(agent);
  const record: AppBskyFeedPost.Record = {
    $type: 'app.bsky.feed.post',
    text: rich.text,
    facets: rich.facets,
    createdAt: new Date().toISOString(),
  };
  if (images.length > 0) {
    const uploaded = [];
    for (const image of images)
      uploaded.push({ alt: '', image: await uploadImage(agent, api, image), ...ratio(image) });
    record.embed = { $type: 'app.bsky.embed.images', images: uploaded };
  } else if (post.link) {
    record.embed = {
      $type: 'app.bsky.embed.external',
      external: { uri: post.link, title: post.title ?? post.link, description: '' },
    };
  }
  return record;
}

/** Blobs are content-addressed and unused ones are dropped, so an upload is safe to repeat. */
async function uploadImage(agent: Agent, api: BlueskyApi, image: OutgoingMedia): Promise<BlobRef> {
  const bytes = await downloadMedia(image, api.timeoutMs);
  if (bytes.byteLength > maxImageBytes) {
    throw new NetworkError('rejected', 'Bluesky images must be 1 MB or less', {
      reason: 'bluesky_image_too_large',
    });
  }
  const { data } = await xrpc(false, () =>
    agent.com.atproto.repo.uploadBlob(bytes, { encoding: image.mime }),
  );
  return data.blob;
}

function ratio(media: OutgoingMedia) {
  return media.width && media.height ? { aspectRatio: { width: media.width, height: media.height } } : {};
}
