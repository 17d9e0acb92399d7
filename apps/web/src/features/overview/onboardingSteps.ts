/** Onboarding of spec §2, in order: connect a page, create a bot or add sources, ready to post. */
export const onboardingSteps = [
  { key: 'connectPage', to: '/dash/pages' },
  { key: 'createBot', to: '/dash/bots' },
  { key: 'ready', to: '/dash/postCreator' },
] as const;
