/** Query keys of user groups and employees; the hotel switch reloads the page, so no hotel id. */
export const userGroupKeys = {
  all: ['userGroups'] as const,
  list: () => [...userGroupKeys.all, 'list'] as const,
  detail: (id: string) => [...userGroupKeys.all, 'detail', id] as const,
};

export const employeeKeys = {
  all: ['employees'] as const,
  list: () => [...employeeKeys.all, 'list'] as const,
};
