import { Box, Group, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useInterval, useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the product does, one idea per slide (spec §1). */
const slides = ['pages', 'bots', 'planner', 'inbox'] as const;

const rotateEveryMs = 7000;

export function WelcomeCarousel() {
  const { t } = useTranslation('auth');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const interval = useInterval(() => setIndex((current) => (current + 1) % slides.length), rotateEveryMs);
  const rotating = !paused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    interval.start();
    return interval.stop;
  }, [rotating, interval.start, interval.stop]);

  const slide = slides[index] ?? slides[0];
  return (
    <Stack
      component="section"
      aria-roledescription="carousel"
      aria-label={t('welcome.label')}
      justify="center"
      h="100%"
      gap="xl"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box aria-live={rotating ? 'off' : 'polite'} aria-roledescription="slide" mih={180}>
        <ThemeIcon size={48} radius="xl" variant="white" mb="lg">
          {index + 1}
        </ThemeIcon>
        <Title order={2} mb="sm">
          {t(`welcome.${slide}.title`)}
        </Title>
        <Text size="lg" maw={440}>
          {t(`welcome.${slide}.text`)}
        </Text>
      </Box>
      <Group gap={0}>
        {slides.map((name, position) => (
          // A 24-pixel target around the small dot (WCAG 2.5.8).
          <UnstyledButton
            key={name}
            aria-label={t('welcome.goTo', { number: position + 1, title: t(`welcome.${name}.title`) })}
            aria-current={position === index}
            onClick={() => setIndex(position)}
            miw={24}
            h={24}
            px={7}
            display="flex"
            style={{ alignItems: 'center', justifyContent: 'center' }}
          >
            <Box
              w={position === index ? 28 : 10}
              h={10}
              bg="white"
              opacity={position === index ? 1 : 0.5}
              style={{ borderRadius: 5, transition: 'width 200ms' }}
            />
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
}
