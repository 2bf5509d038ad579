import { ExceptionPage } from './exception-page';

export default function Exception404() {
  return <ExceptionPage type={404} />;
}
