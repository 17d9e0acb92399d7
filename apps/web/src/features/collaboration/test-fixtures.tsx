import type { PostNote, PostValidation, Validator } from '@pagewise/shared/collaboration';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { createQueryClient } from '../../app/queryClient.ts';
import { type DetailMode, teamMode } from './detail-mode.ts';
import { PostDetailDrawer } from './PostDetailDrawer.tsx';

export const slow = { timeout: 5000 };

export function buildValidation(overrides: Partial<PostValidation> = {}): PostValidation {
  return { state: 'none', assignee: null, decidedAt: null, decidedByName: null, ...overrides };
}

export function buildNote(overrides: Partial<PostNote> = {}): PostNote {
  return {
    id: 'note-1',
    postId: 'post-1',
    kind: 'note',
    authorName: 'Léa Martin',
    authorKind: 'user',
    text: 'Check the price before Friday',
    createdAt: '2026-03-02T08:30:00.000Z',
    ...overrides,
  };
}

export function buildValidator(overrides: Partial<Validator> = {}): Validator {
  return {
    id: 'validator-1',
    kind: 'sharedPlanner',
    firstname: 'Zoé',
    lastname: 'Leroy',
    email: 'zoe@client.example',
    pageIds: ['p1'],
    accessUrl: 'https://pagewise.example/#/invite/shared-planner?token=abc',
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status: number; body?: unknown };
export interface SentRequest {
  call: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * `fetch` for an external validator: answers by "METHOD /path" (the shared planner's range query
 * left out, its instants being now), and records each request's headers and body.
 */
export function stubPlannerApi(answers: Record<string, Answer | (() => Answer)>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input)
        .replace(/^\/api/, '')
        .replace(/^\/shared-planner\?.*$/, '/shared-planner');
      const call = `${init?.method ?? 'GET'} ${path}`;
      sent.push({
        call,
        headers: { ...(init?.headers as Record<string, string>) },
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const entry = answers[call];
      const answer = typeof entry === 'function' ? entry() : (entry ?? { status: 404, body: notFound });
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

const notFound = { error: { key: 'not_found', message: 'Not found' } };

/** The drawer alone, as the shared planner opens it (no dashboard around it). */
export function renderDrawer(postId: string, mode: DetailMode = teamMode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const onClose = vi.fn();
  const onChanged = vi.fn();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        <PostDetailDrawer postId={postId} mode={mode} onClose={onClose} onChanged={onChanged} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, onClose, onChanged };
}
