export { ReportProblemButton } from './components/report-problem-button';
export { MyReports } from './components/my-reports';
export { ReportNotices } from './components/report-notices';
