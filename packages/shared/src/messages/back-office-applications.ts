/**
 * Applications to become an advisor in the back office (issue 43). English; the French catalogue mirrors it.
 */
export const backOfficeApplications = {
  /** The audit log's names of what staff do with an application. */
  actions: {
    status: 'Moved an application',
    note: 'Added a note to an application',
    schedule_test: 'Scheduled a test reading',
    record_test: 'Recorded a test reading',
    approve: 'Approved an application',
    reject: 'Rejected an application',
    publish: 'Published an advisor’s profile',
  },
} as const;
