import { FakeApi, type FakeRequest, type FakeResponse } from '../fake/fake-api.ts';
import type { FakeOAuth, FakeToken } from '../fake/fake-oauth.ts';
import { fakePictureUrl, serveFakePictures } from '../fake/fake-picture.ts';
import { addFakeGoogleAuth, createFakeGoogleAuth, rejectUnauthenticated } from '../google/fake-auth.ts';

export type FakeLocalPost = {
  name: string;
  summary: string;
  callToAction?: { actionType: string; url: string };
  media: { mediaFormat: string; sourceUrl: string }[];
  createTime: string;
  state: 'LIVE' | 'REJECTED';
  searchUrl: string;
};
export type FakeReview = {
  name: string;
  reviewer: { displayName: string; isAnonymous?: boolean };
  starRating: 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  comment: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
};
export type FakeGoogleBusinessState = {
  oauth: FakeOAuth;
  /** A connected user's tokens, ready to use. */
  seed: FakeToken;
  accounts: { name: string; accountName: string }[];
  locations: { account: string; name: string; title: string }[];
  posts: FakeLocalPost[];
  reviews: FakeReview[];
  /** Every performance metric counts this much each day. */
  dailyMetricValue: number;
  /** Days (YYYY-MM-DD) on which every metric counted nothing: the API leaves `value` out. */
  quietDays: string[];
};

/** Google Business Profile APIs (account management, business information, v4, performance) on one host. */
export async function startFakeGoogleBusiness(): Promise<FakeApi & { state: FakeGoogleBusinessState }> {
  const state: FakeGoogleBusinessState = {
    ...createFakeGoogleAuth(['https://www.googleapis.com/auth/business.manage']),
    accounts: [{ name: 'accounts/111', accountName: 'Bakery group' }],
    locations: [{ account: 'accounts/111', name: 'locations/222', title: 'Bakery Main Street' }],
    posts: [],
    reviews: [
      {
        name: 'accounts/111/locations/222/reviews/r1',
        reviewer: { displayName: 'Ada' },
        starRating: 'FOUR',
        comment: 'Great bread',
        createTime: new Date().toISOString(),
        updateTime: new Date().toISOString(),
      },
    ],
    dailyMetricValue: 3,
    quietDays: [],
  };
  const api = new FakeApi();
  serveFakePictures(api);
  addFakeGoogleAuth(api, state.oauth);
  const guarded = (handler: (request: FakeRequest) => FakeResponse) => (request: FakeRequest) =>
    rejectUnauthenticated(state.oauth, request) ?? handler(request);
  const location = (request: FakeRequest) =>
    `accounts/${request.params.account}/locations/${request.params.location}`;

  api
    .on(
      'GET',
      '/v1/accounts',
      guarded(() => ({ json: { accounts: state.accounts } })),
    )
    .on(
      'GET',
      '/v1/accounts/:account/locations',
      guarded((request) => ({
        json: {
          locations: state.locations
            .filter((entry) => entry.account === `accounts/${request.params.account}`)
            .map(({ name, title }) => ({ name, title })),
        },
      })),
    )
    .on(
      'GET',
      '/v4/accounts/:account/locations/:location/media',
      guarded((request) => ({
        json: {
          mediaItems: [
            {
              name: `${location(request)}/media/cover`,
              mediaFormat: 'PHOTO',
              locationAssociation: { category: 'COVER' },
              googleUrl: fakePictureUrl(api, `${request.params.location}-cover`),
            },
            {
              name: `${location(request)}/media/profile`,
              mediaFormat: 'PHOTO',
              locationAssociation: { category: 'PROFILE' },
              googleUrl: fakePictureUrl(api, `${request.params.location}-large`),
              thumbnailUrl: fakePictureUrl(api, request.params.location ?? ''),
            },
          ],
        },
      })),
    )
    .on(
      'POST',
      '/v4/accounts/:account/locations/:location/localPosts',
      guarded((request) => {
        const body = request.body as Omit<FakeLocalPost, 'name' | 'createTime' | 'state' | 'searchUrl'>;
        if (body.summary.length > 1500) return invalidArgument('summary: must be at most 1500 characters');
        const id = `p${state.posts.length + 1}`;
        const post: FakeLocalPost = {
          ...body,
          media: body.media ?? [],
          name: `${location(request)}/localPosts/${id}`,
          createTime: new Date().toISOString(),
          state: 'LIVE',
          searchUrl: `https://local.google.com/place?id=222&use=posts&lpsid=${id}`,
        };
        state.posts.push(post);
        return { json: post };
      }),
    )
    .on(
      'GET',
      '/v4/accounts/:account/locations/:location/localPosts',
      guarded((request) => ({
        json: { localPosts: state.posts.filter((post) => post.name.startsWith(location(request))).reverse() },
      })),
    )
    .on(
      'DELETE',
      '/v4/accounts/:account/locations/:location/localPosts/:post',
      guarded((request) => {
        const index = state.posts.findIndex(
          (post) => post.name === `${location(request)}/localPosts/${request.params.post}`,
        );
        if (index < 0)
          return { status: 404, json: { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } } };
        state.posts.splice(index, 1);
        return { json: {} };
      }),
    )
    .on(
      'GET',
      '/v4/accounts/:account/locations/:location/reviews',
      guarded((request) => ({
        json: {
          reviews: state.reviews
            .filter((review) => review.name.startsWith(location(request)))
            .sort((a, b) => b.updateTime.localeCompare(a.updateTime)),
        },
      })),
    )
    .on(
      'GET',
      '/v4/accounts/:account/locations/:location/reviews/:review',
      guarded((request) => {
        const review = state.reviews.find(
          (entry) => entry.name === `${location(request)}/reviews/${request.params.review}`,
        );
        return review
          ? { json: review }
          : { status: 404, json: { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } } };
      }),
    )
    .on(
      'PUT',
      '/v4/accounts/:account/locations/:location/reviews/:review/reply',
      guarded((request) => {
        const review = state.reviews.find(
          (entry) => entry.name === `${location(request)}/reviews/${request.params.review}`,
        );
        if (!review)
          return { status: 404, json: { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } } };
        review.reviewReply = {
          comment: (request.body as { comment: string }).comment,
          updateTime: new Date().toISOString(),
        };
        return { json: review.reviewReply };
      }),
    )
    .on(
      'GET',
      '/v1/locations/:target',
      guarded((request) => ({ json: performance(request, state.dailyMetricValue, state.quietDays) })),
    );
  return Object.assign(await api.start(), { state });
}

function invalidArgument(message: string): FakeResponse {
  return { status: 400, json: { error: { code: 400, message, status: 'INVALID_ARGUMENT' } } };
}

/** The asked series by day; a day in `quietDays` counted nothing, so its `value` is left out. */
function performance(request: FakeRequest, value: number, quietDays: string[]) {
  const date = (name: string) => ({
    year: Number(request.query.get(`dailyRange.${name}.year`)),
    month: Number(request.query.get(`dailyRange.${name}.month`)),
    day: Number(request.query.get(`dailyRange.${name}.day`)),
  });
  const start = date('start_date');
  const end = date('end_date');
  const days: { year: number; month: number; day: number }[] = [];
  for (
    let at = Date.UTC(start.year, start.month - 1, start.day);
    at <= Date.UTC(end.year, end.month - 1, end.day);
    at += 86_400_000
  ) {
    const day = new Date(at);
    days.push({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() });
  }
  return {
    multiDailyMetricTimeSeries: [
      {
        dailyMetricTimeSeries: request.query.getAll('dailyMetrics').map((dailyMetric) => ({
          dailyMetric,
          timeSeries: {
            datedValues: days.map((day) =>
              quietDays.includes(`${day.year}-${pad(day.month)}-${pad(day.day)}`)
                ? { date: day }
                : { date: day, value: String(value) },
            ),
          },
        })),
      },
    ],
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
