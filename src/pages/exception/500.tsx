import { ExceptionPage } from './exception-page';

export default function Exception500() {
  return <ExceptionPage type={500} />;
}
