export { LiveMocksPage } from './LiveMocksPage';
