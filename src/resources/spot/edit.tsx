import { SpotFormPage } from './spot-form-page';

/** /spot/list/edit/:id */
export default function SpotEdit() {
  return <SpotFormPage action="edit" title="编辑景区" />;
}
