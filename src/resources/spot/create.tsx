import { SpotFormPage } from './spot-form-page';

/** /spot/list/create */
export default function SpotCreate() {
  return <SpotFormPage action="create" title="新增景区" />;
}
