import { describe, expect, it } from 'vitest';
import { canonicalLink } from './canonical-link.ts';
import { itemKeyHash } from './item-key.ts';
import { FeedParseError, parseFeedItems } from './parse-feed-items.ts';
import { plainText } from './plain-text.ts';

const base = 'https://news.example.com/feed.xml';

describe('parseFeedItems reads real-world feed shapes', () => {
  it('RSS 2.0 with media:content, enclosures, CDATA and HTML descriptions', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>News</title><link>https://news.example.com/</link>
  <item>
    <title>Rates rise &amp; markets fall</title>
    <link>https://news.example.com/2025/rates?utm_source=rss&amp;utm_medium=feed&amp;id=7#comments</link>
    <guid isPermaLink="false">news-7</guid>
    <description><![CDATA[<p>The <b>central bank</b> raised rates &mdash; again.</p><script>alert(1)</script><img src="/img/rates.jpg">]]></description>
    <pubDate>Tue, 04 Mar 2025 08:30:00 +0100</pubDate>
    <media:content url="https://cdn.example.com/rates-large.jpg" medium="image" width="1200"/>
    <media:thumbnail url="https://cdn.example.com/rates-thumb.jpg"/>
  </item>
  <item>
    <title><![CDATA[Podcast: <i>Week</i> in review]]></title>
    <link>/2025/podcast</link>
    <description>Listen &lt;b&gt;now&lt;/b&gt; &#8211; 30 min</description>
    <enclosure url="https://cdn.example.com/week.mp4" type="video/mp4" length="1000"/>
    <dc:date>2025-03-03T10:00:00Z</dc:date>
  </item>
  <item>
    <title>Only content</title>
    <link>https://news.example.com/only-content</link>
    <content:encoded><![CDATA[<figure><img src='https://cdn.example.com/inline.png' alt=''></figure><p>Body &amp; soul</p>]]></content:encoded>
  </item>
</channel></rss>`;
    const [first, second, third] = parseFeedItems(xml, base);
    expect(first).toEqual({
      guid: 'news-7',
      link: 'https://news.example.com/2025/rates?id=7',
      title: 'Rates rise & markets fall',
      summary: 'The central bank raised rates — again.',
      imageUrl: 'https://cdn.example.com/rates-large.jpg',
      videoUrl: null,
      publishedAt: new Date('2025-03-04T07:30:00Z'),
    });
    expect(second).toMatchObject({
      guid: null,
      link: 'https://news.example.com/2025/podcast',
      title: 'Podcast: Week in review',
      summary: 'Listen now – 30 min',
      videoUrl: 'https://cdn.example.com/week.mp4',
      publishedAt: new Date('2025-03-03T10:00:00Z'),
    });
    expect(third).toMatchObject({
      summary: 'Body & soul',
      imageUrl: 'https://cdn.example.com/inline.png',
      publishedAt: null,
    });
  });

  it('Atom 1.0 with relative links, HTML titles and summaries', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Blog</title><id>urn:blog</id><updated>2025-01-02T00:00:00Z</updated>
  <entry><id>tag:blog.example.org,2025:1</id><title type="html">&lt;em&gt;Hello&lt;/em&gt; &amp;amp; welcome</title>
    <link rel="edit" href="https://blog.example.org/api/1"/>
    <link rel="alternate" type="text/html" href="https://blog.example.org/hello?fbclid=abc"/>
    <summary type="html">&lt;p&gt;First post with &lt;img src="pic.png"&gt;&lt;/p&gt;</summary>
    <published>2025-01-01T12:00:00Z</published><updated>2025-01-02T12:00:00Z</updated></entry>
  <entry><id>tag:blog.example.org,2025:2</id><title>Content only</title><link href="/two"/>
    <content type="html">&lt;p&gt;Long text&lt;/p&gt;</content><updated>2025-01-03T00:00:00Z</updated></entry>
</feed>`;
    const [first, second] = parseFeedItems(xml, 'https://blog.example.org/atom.xml');
    expect(first).toMatchObject({
      guid: 'tag:blog.example.org,2025:1',
      link: 'https://blog.example.org/hello',
      title: 'Hello & welcome',
      summary: 'First post with',
      publishedAt: new Date('2025-01-01T12:00:00Z'),
    });
    expect(second).toMatchObject({
      link: 'https://blog.example.org/two',
      summary: 'Long text',
      publishedAt: new Date('2025-01-03T00:00:00Z'),
    });
  });

  it('RDF / RSS 1.0', () => {
    const xml = `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://old.example.net/"><title>Old</title><link>https://old.example.net/</link></channel>
  <item rdf:about="https://old.example.net/a1"><title>Article one</title><link>https://old.example.net/a1</link>
    <description>Plain text &amp; more</description><dc:date>2024-12-01T09:00:00+00:00</dc:date></item>
</rdf:RDF>`;
    expect(parseFeedItems(xml, 'https://old.example.net/index.rdf')).toEqual([
      {
        guid: 'https://old.example.net/a1',
        link: 'https://old.example.net/a1',
        title: 'Article one',
        summary: 'Plain text & more',
        imageUrl: null,
        videoUrl: null,
        publishedAt: new Date('2024-12-01T09:00:00Z'),
      },
    ]);
  });

  it('JSON Feed 1.1', () => {
    const json = JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'JSON',
      items: [
        {
          id: 'j1',
          url: 'https://json.example.com/j1',
          title: 'JSON item',
          content_html: '<p>Some <a href="#">HTML</a></p>',
          image: 'https://json.example.com/j1.png',
          date_published: '2025-02-01T08:00:00Z',
        },
        {
          id: 'j2',
          external_url: 'https://elsewhere.example.com/x?utm_campaign=y',
          summary: 'Short summary',
          attachments: [{ url: 'https://json.example.com/clip.mp4', mime_type: 'video/mp4' }],
        },
      ],
    });
    expect(parseFeedItems(json, 'https://json.example.com/feed.json')).toEqual([
      {
        guid: 'j1',
        link: 'https://json.example.com/j1',
        title: 'JSON item',
        summary: 'Some HTML',
        imageUrl: 'https://json.example.com/j1.png',
        videoUrl: null,
        publishedAt: new Date('2025-02-01T08:00:00Z'),
      },
      {
        guid: 'j2',
        link: 'https://elsewhere.example.com/x',
        title: '',
        summary: 'Short summary',
        imageUrl: null,
        videoUrl: 'https://json.example.com/clip.mp4',
        publishedAt: null,
      },
    ]);
  });

  it("YouTube's channel feed (yt:videoId, media:group)", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=UCabc"/>
 <id>yt:channel:UCabc</id><yt:channelId>UCabc</yt:channelId><title>Channel</title>
 <entry>
  <id>yt:video:dQw4w9WgXcQ</id><yt:videoId>dQw4w9WgXcQ</yt:videoId><yt:channelId>UCabc</yt:channelId>
  <title>A video</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"/>
  <author><name>Channel</name><uri>https://www.youtube.com/channel/UCabc</uri></author>
  <published>2025-03-01T15:00:06+00:00</published><updated>2025-03-02T01:02:03+00:00</updated>
  <media:group>
   <media:title>A video</media:title>
   <media:content url="https://www.youtube.com/v/dQw4w9WgXcQ?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="https://i2.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" width="480" height="360"/>
   <media:description>What the video is about.</media:description>
   <media:community><media:starRating count="10" average="5.00" min="1" max="5"/></media:community>
  </media:group>
 </entry>
</feed>`;
    expect(parseFeedItems(xml, 'https://www.youtube.com/feeds/videos.xml?channel_id=UCabc')).toEqual([
      {
        guid: 'yt:video:dQw4w9WgXcQ',
        link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'A video',
        summary: 'What the video is about.',
        imageUrl: 'https://i2.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        publishedAt: new Date('2025-03-01T15:00:06Z'),
      },
    ]);
  });

  it('refuses what is not a feed, and finds no item in an empty channel', () => {
    expect(() => parseFeedItems('<html><body>Hello</body></html>', base)).toThrow(FeedParseError);
    expect(() => parseFeedItems('{"not":"a feed"}', base)).toThrow(FeedParseError);
    expect(() => parseFeedItems('', base)).toThrow(FeedParseError);
    expect(parseFeedItems('<rss version="2.0"><channel><title>x</title></channel></rss>', base)).toEqual([]);
  });

  it('skips items without a usable link', () => {
    const xml = `<rss version="2.0"><channel><title>x</title>
      <item><title>No link</title></item>
      <item><title>Script</title><link>javascript:alert(1)</link></item>
      <item><title>Permalink guid</title><guid>https://news.example.com/p</guid></item>
    </channel></rss>`;
    expect(parseFeedItems(xml, base).map((item) => item.link)).toEqual(['https://news.example.com/p']);
  });
});

describe('items are the same items on every read', () => {
  it('canonical links drop fragments and trackers, resolve relative addresses', () => {
    expect(canonicalLink('/a?utm_source=x&b=2&UTM_Medium=y#top', base)).toBe(
      'https://news.example.com/a?b=2',
    );
    expect(canonicalLink('https://x.example/?utm_source=a', base)).toBe('https://x.example/');
    expect(canonicalLink('mailto:someone@example.com', base)).toBeNull();
    expect(canonicalLink('  ', base)).toBeNull();
  });

  it('keys an item by its guid, or by its canonical link', () => {
    const byGuid = itemKeyHash({ guid: 'g1', link: 'https://a.example/1' });
    expect(byGuid).toBe(itemKeyHash({ guid: 'g1', link: 'https://a.example/changed' }));
    expect(itemKeyHash({ guid: null, link: 'https://a.example/1' })).not.toBe(byGuid);
    expect(byGuid).toMatch(/^[0-9a-f]{64}$/);
  });

  it('plain text decodes entities, drops tags and styles, and is cut', () => {
    expect(plainText('<style>p{}</style><p>caf&eacute; &#x2014; &lt;ok&gt;</p>')).toBe('café — <ok>');
    expect(plainText('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(plainText('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
