import { Button } from '@mantine/core';
import type { PostStatusFilter } from '@pagewise/shared/posts/post';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { exportPosts } from '../api/export-posts.ts';
import { downloadFile, localDateStamp } from '../download-file.ts';

/** Downloads the posts of the current status filter as `posts-2025-06-30.csv`. */
export function ExportButton({ status }: { status: PostStatusFilter }) {
  const { t } = useTranslation('posts');
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      downloadFile(await exportPosts(status), `posts-${localDateStamp()}.csv`);
    } catch (error) {
      notifyError(translateError(t, error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="default" loading={exporting} onClick={() => void run()}>
      {t('export.button')}
    </Button>
  );
}
