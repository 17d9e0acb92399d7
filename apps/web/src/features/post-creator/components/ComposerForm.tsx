import { Box, Grid, Stack } from '@mantine/core';
import type { Group, Page } from '@pagewise/shared/pages';
import { type KindField, kindShows } from '@pagewise/shared/posts/kind-fields';
import type { Post } from '@pagewise/shared/posts/post';
import { useSearchParams } from 'react-router';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { withPreset } from '../composer-preset.ts';
import { stateFromPost, useComposer } from '../hooks/use-composer.ts';
import { useMediaUpload } from '../hooks/use-media-upload.ts';
import { useSavePost } from '../hooks/use-save-post.ts';
import type { PostCreatorMode } from '../postCreatorMode.ts';
import { DetailsFields } from './DetailsFields.tsx';
import { DocumentFields } from './DocumentFields.tsx';
import { IssueSummary } from './IssueSummary.tsx';
import { KindSelector } from './KindSelector.tsx';
import { MediaSection } from './MediaSection.tsx';
import { MessageField } from './MessageField.tsx';
import { NetworkOptions } from './NetworkOptions.tsx';
import { NetworkPreviews } from './NetworkPreviews.tsx';
import { PagePicker } from './PagePicker.tsx';
import { PollEditor } from './PollEditor.tsx';
import { ScheduleBar } from './ScheduleBar.tsx';
import { StoryLink } from './StoryLink.tsx';
import { TemplateButtons } from './TemplateButtons.tsx';

interface ComposerFormProps {
  mode: PostCreatorMode;
  post: Post | null;
  pages: Page[];
  groups: Group[];
}

export function ComposerForm({ mode, post, pages, groups }: ComposerFormProps) {
  // A new post opened from the planner starts at its time and page (`scheduled_at`, `page_id`).
  const [query] = useSearchParams();
  const timeZone = useTimeZone();
  const composer = useComposer(
    () => withPreset(stateFromPost(post, mode, pages, timeZone), mode, query, pages, timeZone),
    pages,
  );
  const uploads = useMediaUpload(composer.dispatch);
  const saver = useSavePost(composer, { mode, post });
  const { kind } = composer.state.content;
  const shows = (field: KindField) => kindShows(kind, field);
  // A duplicate is a new post: it may be the story of the post it was copied from.
  const editedPostId = post && mode !== 'duplicate' ? post.id : null;

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="lg">
          <PagePicker composer={composer} groups={groups} />
          <KindSelector composer={composer} />
          {shows('story') ? <StoryLink composer={composer} editedPostId={editedPostId} /> : null}
          {shows('message') ? <MessageField composer={composer} /> : null}
          {shows('document') ? <DocumentFields composer={composer} uploads={uploads} /> : null}
          {shows('poll') ? <PollEditor composer={composer} /> : null}
          {shows('media') ? <MediaSection composer={composer} uploads={uploads} /> : null}
          <DetailsFields composer={composer} />
          <NetworkOptions composer={composer} />
          <TemplateButtons composer={composer} />
          <IssueSummary composer={composer} />
          <ScheduleBar composer={composer} saver={saver} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        {/* The previews stay in view while the user scrolls through the long form. */}
        <Box pos="sticky" top={80}>
          <NetworkPreviews composer={composer} />
        </Box>
      </Grid.Col>
    </Grid>
  );
}
