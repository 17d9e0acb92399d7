import type { ReportPdf } from '@pagewise/shared/report-exports';
import type { Me } from '@pagewise/shared/users';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { createQueryClient } from '../../../app/queryClient.ts';
import { stubApi, testMe } from '../../../app/test-utils.tsx';

type Answer = { status: number; body?: unknown };

/** A PDF as the API lists it. */
export function buildPdf(overrides: Partial<ReportPdf> = {}): ReportPdf {
  return {
    id: 'pdf-1',
    status: 'in_progress',
    period: '7d',
    from: '2026-03-05',
    to: '2026-03-11',
    pageId: null,
    groupId: null,
    language: 'en',
    scheduleId: null,
    recipients: ['camille@example.com'],
    pageCount: null,
    sizeBytes: null,
    error: null,
    createdAt: '2026-03-12T09:00:00.000Z',
    sentAt: null,
    expiresAt: null,
    ...overrides,
  };
}

/** Renders one reporting component for a logged-in user, with the API answers given. */
export async function renderExports(
  node: ReactNode,
  answers: Record<string, Answer | (() => Answer | Promise<Answer>)>,
  me: Me = testMe,
) {
  await i18next.loadNamespaces('reporting-exports');
  localStorage.setItem('token', 'test-token');
  const calls = stubApi({ 'GET /users/me': { status: 200, body: me }, ...answers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(<AppProviders queryClient={queryClient}>{node}</AppProviders>);
  return { ...view, calls };
}

export const ok = (body: unknown): Answer => ({ status: 200, body });
