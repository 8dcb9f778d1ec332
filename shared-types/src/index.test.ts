import * as sharedTypes from './index';

test('the package entry re-exports every module', () => {
  const names = Object.keys(sharedTypes);
  for (const name of [
    'business',
    'tours',
    'paths',
    'appRoutes',
    'redirectTable',
    'remotes',
    'sanitizeText',
    'contactFormSchema',
    'contactRequestSchema',
    'surveyFormSchema',
    'surveyRequestSchema',
    'blogCategories',
    'monthNames',
  ]) {
    expect(names).toContain(name);
  }
});
