export { BookmarkButton } from './components/bookmark-button';
export { BookmarksScreen } from './components/bookmarks-screen';
export { LearningDashboard } from './components/learning-dashboard';
export { NotebookScreen } from './components/notebook-screen';
export { PracticeScreen as NotebookPracticeScreen } from './components/practice-screen';
export { ResultInsights } from './components/result-insights';
