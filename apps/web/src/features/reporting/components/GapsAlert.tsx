import { Alert, List } from '@mantine/core';
import type { Report } from '@pagewise/shared/reports';
import { useTranslation } from 'react-i18next';

/** Spec §8: the pages whose figures could not be fetched for the period, and those whose network gives none. */
export function GapsAlert({ report }: { report: Report }) {
  const { t } = useTranslation(['reporting', 'pages']);
  if (report.gaps.length === 0) return null;
  const pages = new Map(report.pages.map((page) => [page.id, page]));
  const missing = report.gaps.filter((gap) => !gap.notAvailable);
  const notAvailable = report.gaps.filter((gap) => gap.notAvailable);
  const name = (pageId: string) => {
    const page = pages.get(pageId);
    return page ? t('gaps.page', { name: page.name, network: t(`pages:networks.${page.network}`) }) : pageId;
  };
  return (
    <>
      {missing.length > 0 ? (
        <Alert color="orange" title={t('gaps.missingTitle')} data-gaps="missing">
          <List size="sm">
            {missing.map((gap) => (
              <List.Item key={gap.pageId}>
                {t('gaps.missing', { page: name(gap.pageId), count: gap.missingDays })}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {notAvailable.length > 0 ? (
        <Alert color="gray" title={t('gaps.notAvailableTitle')} data-gaps="not-available">
          <List size="sm">
            {notAvailable.map((gap) => (
              <List.Item key={gap.pageId}>{name(gap.pageId)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </>
  );
}
