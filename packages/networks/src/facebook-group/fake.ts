import { FakeApi } from '../fake/fake-api.ts';
import { fakePictureUrl, serveFakePictures } from '../fake/fake-picture.ts';
import { defaultGraphVersion } from '../meta/facebook-login.ts';
import {
  addFacebookLoginRoutes,
  checkToken,
  createFakeAuthState,
  type FakeAuthState,
  graphError,
  isResponse,
  issueToken,
} from '../meta/fake-graph.ts';

export type FacebookGroupFakeState = {
  auth: FakeAuthState;
  /** Groups /me/groups lists; `null` answers as Graph does since April 2024 (#12, deprecated). */
  groups: { id: string; name: string }[] | null;
  issueUserToken(): string;
};
export type FakeFacebookGroupApi = FakeApi & { state: FacebookGroupFakeState };

/** A fake of what remains for groups: Facebook Login and the (removed) /me/groups edge. */
export async function startFakeFacebookGroup(version = defaultGraphVersion): Promise<FakeFacebookGroupApi> {
  const auth = createFakeAuthState();
  const state: FacebookGroupFakeState = {
    auth,
    groups: null,
    issueUserToken: () => issueToken(auth, { status: 'valid', kind: 'user' }),
  };
  const api = new FakeApi();
  addFacebookLoginRoutes(api, auth, version, ['public_profile']);
  serveFakePictures(api);
  api.on('GET', `/${version}/me/groups`, (request) => {
    const token = checkToken(auth, request);
    if (isResponse(token)) return token;
    if (!state.groups) return graphError(12, '(#12) groups is deprecated for versions v19.0 and higher');
    const data = state.groups.map((group) => ({
      ...group,
      picture: { data: { url: fakePictureUrl(api, group.id) } },
    }));
    return { json: { data } };
  });
  await api.start();
  return Object.assign(api, { state });
}
