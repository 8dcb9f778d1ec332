import * as sharedTypes from './index';

test('the package entry re-exports every module', () => {
  const names = Object.keys(sharedTypes);
  for (const name of [
    'business',
    'tours',
    'paths',
    'appRoutes',
    'redirectTable',
    'resolveRedirect',
    'remotes',
    'sanitizeText',
    'contactFormSchema',
    'contactRequestSchema',
    'surveyFormSchema',
    'surveyRequestSchema',
    'fieldErrors',
    'blogCategories',
    'monthNames',
  ]) {
    expect(names).toContain(name);
  }
});
