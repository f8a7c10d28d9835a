/** The values the catalog accepts (libs/contracts enums), as react-admin choices. */
const choices = (values: readonly string[]) => values.map((v) => ({ id: v, name: v }));

export const DIVISIONS = ['Udbodh', 'Bauddha Dakshata', 'Abhyudaya', 'Kye Bye', 'Business Wisdom'];
export const CATEGORIES = ['Free Exploratory Quiz', 'Premium Quiz'];
export const SUBJECTS = ['Detailed News Analysis', 'Current Affairs', 'NCERT - AEP', 'Mock Tests'];
export const CLASSES = ['Already passed 12th', '6', '7', '8', '9', '10', '11', '12'];

export const divisionChoices = choices(DIVISIONS);
export const categoryChoices = choices(CATEGORIES);
export const subjectChoices = choices(SUBJECTS);
export const classChoices = choices(CLASSES);
export const roleChoices = choices(['learner', 'editor', 'admin']);
