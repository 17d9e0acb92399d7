import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneNames } from './time-zone-names.ts';

/** The option that means "no zone of my own": no IANA name is all lower case. */
const followAccount = 'account';

interface TimeZoneSelectProps {
  label: ReactNode;
  description?: ReactNode;
  /** An IANA zone, or null for the account's (only when `accountTimeZone` is given). */
  value: string | null;
  onChange: (zone: string | null) => void;
  /** The account's zone: a first option "Account's time zone (…)" then stands for null. */
  accountTimeZone?: string;
  error?: ReactNode;
  disabled?: boolean;
}

/** Every IANA time zone; type part of a name (Paris, America) to find one. */
export function TimeZoneSelect({ accountTimeZone, value, onChange, ...field }: TimeZoneSelectProps) {
  const { t } = useTranslation('settings');
  const options = useMemo(() => {
    const zones = timeZoneNames(value).map((zone) => ({ value: zone, label: zone }));
    if (accountTimeZone === undefined) return zones;
    const label = t('timeZone.followAccount', { zone: accountTimeZone });
    return [{ value: followAccount, label }, ...zones];
  }, [value, accountTimeZone, t]);
  const following = accountTimeZone !== undefined && value === null;
  return (
    <Select
      {...field}
      placeholder={t('timeZone.placeholder')}
      nothingFoundMessage={t('timeZone.nothingFound')}
      searchable
      allowDeselect={false}
      data={options}
      value={following ? followAccount : value}
      onChange={(zone) => onChange(zone === followAccount ? null : zone)}
    />
  );
}
