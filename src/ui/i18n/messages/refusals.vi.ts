// Vietnamese for what Build refuses as values: a form field's text that does not parse
// (src/state/field-messages.ts) and a VFP edit by hand that no longer applies
// (src/cluster/world/vfp-edit-messages.ts). What the user typed and the names of ports, layers,
// groups and rules stay in the holes. Rides in the narration chunk (narration-vi.ts).
import type { Translation } from '../../../core/message';
import type { FIELD_EN } from '../../../state/field-messages';
import type { VFP_EDIT_EN } from '../../../cluster/world/vfp-edit-messages';

export const FIELD_VI: Translation<typeof FIELD_EN> = {
  'field.notLabel': (a) => `"${a.part}" không phải một label: hãy viết key=value, cách nhau bằng dấu phẩy (app=web, tier=front)`,
  'field.labelSpaces': (a) => `"${a.part}": label không được có dấu cách`,
  'field.labelTwice': (a) => `label ${a.key} bị khai hai lần`,
  'field.wholeNumber': () => 'hãy nhập một số nguyên, ví dụ 80',
};

export const VFP_EDIT_VI: Translation<typeof VFP_EDIT_EN> = {
  'vfpEdit.noPort': (a) => `node này không có port ${a.port}`,
  'vfpEdit.layerTaken': (a) => `port ${a.port} đã có layer ${a.layer}`,
  'vfpEdit.noLayer': (a) => `port ${a.port} không có layer ${a.layer}`,
  'vfpEdit.groupTaken': (a) => `layer ${a.layer} đã có group ${a.group}`,
  'vfpEdit.noGroup': (a) => `layer ${a.layer} của port ${a.port} không có group ${a.group}`,
  'vfpEdit.ruleTaken': (a) => `group ${a.group} đã có rule ${a.rule}`,
  'vfpEdit.noRule': (a) => `group ${a.group} của port ${a.port} không có rule ${a.rule}`,
  'vfpEdit.notApplied': (a) => `chỉnh sửa bằng tay không được áp dụng: ${a.why}`,
  'vfpEdit.linuxNode': (a) => `${a.n} chỉnh sửa VFP bằng tay không được áp dụng: node Linux không có VFP`,
};
