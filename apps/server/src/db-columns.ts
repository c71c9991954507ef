import { customers } from '@app/db/schema';

/** How a customer is greeted and written to: the name, the e-mail and the language of their messages. */
export const customerContactColumns = {
  name: customers.name,
  email: customers.email,
  language: customers.language,
};

/** The same columns beside another table's, where `name` alone would be ambiguous. */
export const customerContactColumnsAs = {
  customerName: customers.name,
  customerEmail: customers.email,
  customerLanguage: customers.language,
};
