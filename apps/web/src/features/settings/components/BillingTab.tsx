import { BillingSections } from '../../billing/components/BillingSections.tsx';

/** Settings → Subscription and billing (administrators: the tab is not shown to the other roles). */
export function BillingTab() {
  return <BillingSections />;
}
