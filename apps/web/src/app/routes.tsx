import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AuthGate, RequireToken, VersionGate } from './guards.tsx';
import { lazyWithTimeout } from './lazy.ts';
import { RootLayout } from './RootLayout.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';

// Every screen is its own chunk: the auth screen must not carry the dashboard.
const AuthScreen = lazyWithTimeout(() => import('../features/auth/AuthScreen.tsx'));
const ConfirmScreen = lazyWithTimeout(() => import('../features/auth/ConfirmScreen.tsx'));
const ResetPasswordScreen = lazyWithTimeout(() => import('../features/auth/ResetPasswordScreen.tsx'));
const DashboardLayout = lazyWithTimeout(() => import('./layout/DashboardLayout.tsx'));
const PublicLayout = lazyWithTimeout(() => import('./PublicLayout.tsx'));
const NotFound = lazyWithTimeout(() => import('./NotFound.tsx'));
const OverviewScreen = lazyWithTimeout(() => import('../features/overview/OverviewScreen.tsx'));
const PagesScreen = lazyWithTimeout(() => import('../features/pages/PagesScreen.tsx'));
const SandboxPageScreen = lazyWithTimeout(() => import('../features/pages/SandboxPageScreen.tsx'));
const BotsScreen = lazyWithTimeout(() => import('../features/bots/BotsScreen.tsx'));
const PostsScreen = lazyWithTimeout(() => import('../features/posts/PostsScreen.tsx'));
const PlannerScreen = lazyWithTimeout(() => import('../features/planner/PlannerScreen.tsx'));
const Posts2Screen = lazyWithTimeout(() => import('../features/posts2/Posts2Screen.tsx'));
const ModerationScreen = lazyWithTimeout(() => import('../features/moderation/ModerationScreen.tsx'));
const SettingsScreen = lazyWithTimeout(() => import('../features/settings/SettingsScreen.tsx'));
const InvoiceScreen = lazyWithTimeout(() => import('../features/invoice/InvoiceScreen.tsx'));
const SourcesScreen = lazyWithTimeout(() => import('../features/sources/SourcesScreen.tsx'));
const ReportingScreen = lazyWithTimeout(() => import('../features/reporting/ReportingScreen.tsx'));
const PlanScreen = lazyWithTimeout(() => import('../features/plan/PlanScreen.tsx'));
const PostCreatorScreen = lazyWithTimeout(() => import('../features/post-creator/PostCreatorScreen.tsx'));
const LegalScreen = lazyWithTimeout(() => import('../features/legal/LegalScreen.tsx'));
const PreviewScreen = lazyWithTimeout(() => import('../features/preview/PreviewScreen.tsx'));
const InviteScreen = lazyWithTimeout(() => import('../features/invite/InviteScreen.tsx'));

/** Parts a fresh tab loads before React renders when it opens on them (route-preload.ts). */
export const preloadableParts = { auth: AuthScreen, dashLayout: DashboardLayout };

const screen = (node: ReactNode) => <ScreenBoundary>{node}</ScreenBoundary>;

/**
 * The routes of spec §2 (hash-based in the browser, in memory in tests), rendered by `AppRoutes`
 * with `useRoutes`: no loaders, actions or `errorElement` (see RouteErrorBoundary).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        // The auth screen shows its child (/confirm) in place of its tabs.
        element: <AuthGate>{screen(<AuthScreen />)}</AuthGate>,
        children: [{ path: 'confirm', element: screen(<ConfirmScreen />) }],
      },
      { path: 'reset-password', element: screen(<ResetPasswordScreen />) },
      { path: '_', element: <Navigate to="/dash/overview" replace /> },
      {
        path: 'dash',
        element: <RequireToken>{screen(<DashboardLayout />)}</RequireToken>,
        children: [
          { index: true, element: <Navigate to="/dash/overview" replace /> },
          { path: 'overview', element: screen(<OverviewScreen />) },
          { path: 'pages', element: screen(<PagesScreen />) },
          { path: 'sandbox/:pageId', element: screen(<SandboxPageScreen />) },
          { path: 'bots', element: screen(<BotsScreen />) },
          { path: 'bots/new', element: screen(<BotsScreen mode="new" />) },
          // The bot to edit is in the path or in the query (`bots/edit?id=…`).
          { path: 'bots/edit/:id?', element: screen(<BotsScreen mode="edit" />) },
          {
            path: 'posts',
            element: <VersionGate screen="posts">{screen(<PostsScreen />)}</VersionGate>,
          },
          ...['planner', 'planner/:date'].map((path) => ({
            path,
            element: <VersionGate screen="planner">{screen(<PlannerScreen />)}</VersionGate>,
          })),
          {
            path: 'posts2',
            element: <VersionGate screen="posts2">{screen(<Posts2Screen />)}</VersionGate>,
          },
          { path: 'moderation', element: screen(<ModerationScreen />) },
          // Also covers the aliases settings/users and settings/user.
          { path: 'settings/:tab?', element: screen(<SettingsScreen />) },
          { path: 'invoice', element: screen(<InvoiceScreen />) },
          { path: 'sources', element: screen(<SourcesScreen />) },
          { path: 'reporting', element: screen(<ReportingScreen />) },
          { path: 'plan', element: screen(<PlanScreen />) },
          { path: 'postCreator/:mode?', element: screen(<PostCreatorScreen />) },
          { path: '*', element: screen(<NotFound />) },
        ],
      },
      {
        element: screen(<PublicLayout />),
        children: [
          { path: 'legal', element: screen(<LegalScreen />) },
          {
            path: 'invite',
            children: [
              { index: true, element: <Navigate to="/" replace /> },
              { path: 'shared-planner', element: screen(<InviteScreen kind="sharedPlanner" />) },
              { path: 'viewer', element: screen(<InviteScreen kind="viewer" />) },
            ],
          },
          {
            path: 'preview',
            children: [
              // `/preview` alone previews nothing: the not-found screen, not a blank page.
              { index: true, element: screen(<NotFound />) },
              { path: 'story/:idStorySelected?', element: screen(<PreviewScreen kind="story" />) },
              { path: 'post/:pageIdSelected?', element: screen(<PreviewScreen kind="post" />) },
            ],
          },
          { path: '*', element: screen(<NotFound />) },
        ],
      },
    ],
  },
];
