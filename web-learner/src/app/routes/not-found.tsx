import { NotFound } from '@/components/errors/not-found';

export default NotFound;
