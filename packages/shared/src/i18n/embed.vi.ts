import type { Widen } from './en';
import type { embedEn } from './embed.en';

/** Vietnamese texts of the embeddable card of a track (`embed.*`), mirroring embed.en.ts. */
export const embedVi: Widen<typeof embedEn> = {
  see_on_ladder: 'Xem trên Ladder',
  opens_new_tab: '(mở trong thẻ mới)',
  by: 'Tác giả: {{name}}',
  skills: 'Kỹ năng',
  below: 'Nấc thang bên dưới',
  above: 'Nấc thang bên trên',
  frame_title: '{{title}} trên Ladder',
  menu_item: 'Nhúng',
  dialog_title: 'Nhúng lộ trình sự nghiệp này',
  dialog_hint: 'Dán mã này vào một trang web để hiện thẻ của lộ trình. Người xem có thể mở nó trên Ladder.',
  code_label: 'Mã nhúng',
  copy_code: 'Sao chép mã',
  copied: 'Đã sao chép mã',
  close: 'Đóng',
  errors: {
    format_unsupported: 'Chỉ có định dạng JSON.',
    url_unknown: 'Địa chỉ này không phải một lộ trình sự nghiệp được chia sẻ trên Ladder.',
  },
};
