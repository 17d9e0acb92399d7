import { accountExportLifetimeDays } from '@pagewise/shared/users';

/** The archive's first page: what each file holds, in the API's own shapes. */
export function exportReadme(input: { accountName: string; createdAt: Date }): string {
  return `Pagewise data archive
=====================

Account: ${input.accountName}
Made on: ${input.createdAt.toISOString()}

This archive holds everything your Pagewise account owns, as it was when the archive was made.
The .json files are UTF-8 JSON, in the same shapes as the Pagewise API answers them.

account.json         The account: its id, name, partner flag and creation date, its plan
                     (free until a paid one is confirmed), billing period and trial.
users.json           The account's users: name, e-mail, contact and billing details, role,
                     language, e-mail notification settings and the pages each may reach.
                     Passwords and tokens are not exported (only whether a Bitly token is set).
pages.json           The connected pages: network, name, status, expiry and groups.
                     The connection credentials are not exported: reconnect the pages elsewhere.
groups.json          The page groups and the pages in each.
posts.json           Every post: its content, each publication (one per page, with its status,
                     date and address on the network), its validation, its notes and comments,
                     and the history of its changes.
post-templates.json  The saved post templates.
sources.json         My sources: each custom source's type, address, status and last reads.
bots.json            The bots: page, sources, every setting, status.
media.json           Every uploaded file: its name, type, size, measurements, and "file", where
                     it is in this archive (null for a file that could not be read).
media/               The uploaded files themselves, byte for byte.

The download link of this archive works for ${accountExportLifetimeDays} days after it was made.
`;
}
