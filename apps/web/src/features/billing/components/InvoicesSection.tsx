import {
  Alert,
  Anchor,
  Badge,
  Button,
  EmptyState,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Invoice } from '@pagewise/shared/billing';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { TableScroll } from '../../reporting/components/TableScroll.tsx';
import { useInvoices } from '../api/get-invoices.ts';
import { useDay } from '../hooks/use-day.ts';

/** Stripe's invoice statuses, each with its colour; another status reads as Stripe writes it. */
const statusColour: Record<string, string> = {
  draft: 'gray',
  open: 'orange',
  paid: 'green',
  uncollectible: 'red',
  void: 'gray',
};

/** The invoice history (spec §3): date in the account's time zone, amount, status, PDF to download. */
export function InvoicesSection() {
  const { t } = useTranslation(['billing', 'errors']);
  const invoices = useInvoices();
  return (
    <Paper component="section" aria-labelledby="invoices-title" withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id="invoices-title">
          {t('invoices.title')}
        </Title>
        {invoices.isPending ? (
          <Stack gap="xs" role="status" aria-label={t('invoices.loading')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={36} radius="sm" />
            ))}
          </Stack>
        ) : invoices.isError ? (
          <Alert color="red" role="alert" title={t('invoices.loadFailed')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{translateError(t, invoices.error)}</Text>
              <Button variant="light" color="red" onClick={() => void invoices.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        ) : invoices.data.length === 0 ? (
          <EmptyState
            withIndicatorBackground
            title={t('invoices.empty')}
            description={t('invoices.emptyHint')}
          />
        ) : (
          <InvoiceTable invoices={invoices.data} />
        )}
      </Stack>
    </Paper>
  );
}

function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  const { t, i18n } = useTranslation('billing');
  const day = useDay();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <TableScroll label={t('invoices.caption')}>
      <Table miw={560} verticalSpacing="xs" striped>
        <Table.Caption>
          <VisuallyHidden>{t('invoices.caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('invoices.columns.date')}</Table.Th>
            <Table.Th scope="col">{t('invoices.columns.number')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('invoices.columns.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('invoices.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('invoices.columns.pdf')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const date = day(invoice.date);
            return (
              <Table.Tr key={invoice.id} data-invoice={invoice.id}>
                <Table.Td>{date}</Table.Td>
                <Table.Td>{invoice.number ?? ''}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(invoice.amountCents, language, invoice.currency)}
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColour[invoice.status] ?? 'gray'} variant="light">
                    {t(`invoices.status.${invoice.status}`, { defaultValue: invoice.status })}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {invoice.pdfUrl ? (
                    <Anchor href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer" size="sm">
                      {t('invoices.download')}
                      <VisuallyHidden> {t('invoices.downloadOf', { date })}</VisuallyHidden>
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('invoices.noPdf')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
