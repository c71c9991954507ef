import { advisors, customers } from '@app/db/schema';

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

/** How an advisor is named to a caller or a customer, and how French refers to them (their agreement). */
export const advisorNameColumns = {
  name: advisors.name,
  grammaticalGender: advisors.grammaticalGender,
};

/** An advisor as the phone line sees them: who, and whether signed in and on a call. */
export const advisorLineColumns = {
  agentId: advisors.agentId,
  name: advisors.name,
  signedIn: advisors.signedIn,
  onACall: advisors.onACall,
};
