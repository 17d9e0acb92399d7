/** A person as the server names them in `assignee.name` and `decidedByName`: first name, last name. */
export const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim();
