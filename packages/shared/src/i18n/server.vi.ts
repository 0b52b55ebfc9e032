import type { ServerCatalog } from './server.en';

/** Vietnamese texts only the API uses: the same keys as server.en.ts. */
export const serverVi: ServerCatalog = {
  errors: {
    consent_required: 'Để tạo tài khoản, vui lòng đồng ý với Chính sách quyền riêng tư',
    phone_verification_required:
      'Để đăng bài viết, bình luận hoặc chia sẻ lộ trình sự nghiệp, vui lòng xác minh số điện thoại di động trước',
    phone_code_invalid: 'Mã không đúng hoặc đã hết hạn. Hãy xem lại tin nhắn SMS gần nhất, hoặc yêu cầu mã mới',
    phone_taken: 'Số điện thoại di động này đã được một tài khoản khác xác minh',
    sms_budget_spent: 'Tạm thời ngừng gửi tin nhắn SMS. Vui lòng thử lại sau một giờ',
    post_not_found: 'Không tìm thấy bài viết',
    notification_not_found: 'Không tìm thấy thông báo',
    comment_not_found: 'Không tìm thấy bình luận',
    file_too_big: 'Tệp quá lớn',
    too_many_files: 'Quá nhiều tệp',
    unsupported_file_type: 'Định dạng tệp không được hỗ trợ',
    video_metadata:
      'Video phải ở định dạng MP4 hoặc MOV: tệp FLV và WMV có thể chứa thông tin ẩn, như nơi quay video, mà Ladder không thể xóa.',
    upload_path_invalid: 'Đường dẫn tải lên không hợp lệ',
    storage_full: 'Không còn chỗ để lưu tệp này, vui lòng thử lại sau',
    login_required: 'Vui lòng đăng nhập để xem nội dung này',
    bad_request: 'Yêu cầu không hợp lệ',
    validation_failed: 'Vui lòng kiểm tra lại các trường được đánh dấu',
    credentials_invalid: 'Không thể xác thực thông tin đăng nhập',
    external_login_failed: 'Đăng nhập thất bại. Vui lòng thử lại',
    login_failed: 'Email hoặc mật khẩu không đúng',
    forbidden: 'Bạn không có quyền thực hiện thao tác này',
    account_inactive: 'Tài khoản này đã bị vô hiệu hóa!',
    account_not_activated: 'Vui lòng kích hoạt tài khoản bằng liên kết chúng tôi đã gửi qua email',
    not_found: 'Không tìm thấy',
    user_not_found: 'Không tìm thấy người dùng',
    logout_to_register: 'Vui lòng đăng xuất để đăng ký!',
    token_invalid: 'Liên kết không hợp lệ hoặc đã hết hạn',
    activation_password_wrong:
      'Đây không phải mật khẩu đã chọn khi liên kết này được gửi. Nếu bạn không tự đăng ký lại, hãy đăng ký lại với mật khẩu của bạn: một liên kết mới sẽ được gửi đến',
    current_password_wrong: 'Mật khẩu hiện tại không đúng, vui lòng thử lại',
    password_same: 'Mật khẩu mới không được trùng với mật khẩu hiện tại',
    email_same: 'Email mới không được trùng với email hiện tại',
    email_taken: 'Địa chỉ email này đã được sử dụng',
    username_taken: 'Tên người dùng này đã được sử dụng',
    payload_too_large: 'Yêu cầu quá lớn',
    unsupported_media_type: 'Định dạng nội dung không được hỗ trợ',
    rate_limited: 'Bạn thao tác quá nhiều, vui lòng thử lại sau',
    internal: 'Đã có lỗi xảy ra, vui lòng thử lại sau',
    unavailable: 'Dịch vụ chưa sẵn sàng, vui lòng thử lại sau',
  },
  messages: {
    registered: 'Đăng ký thành công! Vui lòng kiểm tra email để kích hoạt tài khoản!',
    activated: 'Kích hoạt tài khoản thành công!',
    recovery_sent: 'Gửi email thành công. Vui lòng kiểm tra email để đặt lại mật khẩu!',
    password_reset: 'Đặt lại mật khẩu thành công!',
    password_changed: 'Đổi mật khẩu thành công',
    email_change_sent: 'Chúng tôi đã gửi liên kết xác nhận đến địa chỉ email mới của bạn',
    email_changed: 'Địa chỉ email của bạn đã được thay đổi',
    account_erased: 'Tài khoản của bạn và mọi dữ liệu trong đó đã bị xóa',
    deletion_scheduled_one:
      'Tài khoản của bạn sẽ bị xóa sau {{count}} ngày. Hãy đăng nhập trước thời hạn đó nếu muốn giữ lại',
    deletion_scheduled_other:
      'Tài khoản của bạn sẽ bị xóa sau {{count}} ngày. Hãy đăng nhập trước thời hạn đó nếu muốn giữ lại',
    logged_out: 'Bạn đã đăng xuất',
    phone_code_sent: 'Chúng tôi đã gửi mã gồm 6 chữ số qua SMS đến {{phone}}',
  },
  mail: {
    digest_subject_one: 'Bạn có {{count}} thông báo chưa đọc trên Ladder',
    digest_subject_other: 'Bạn có {{count}} thông báo chưa đọc trên Ladder',
    digest_body_one: 'Đây là những gì đã diễn ra khi bạn vắng mặt:',
    digest_body_other: 'Đây là những gì đã diễn ra khi bạn vắng mặt:',
    digest_more_one: 'và {{count}} thông báo khác',
    digest_more_other: 'và {{count}} thông báo khác',
    digest_button: 'Xem tất cả thông báo',
    export_subject: 'Dữ liệu Ladder của bạn đã sẵn sàng để tải về',
    export_body:
      'Bản lưu trữ dữ liệu Ladder mà bạn yêu cầu đã sẵn sàng: trang cá nhân, bài viết, bình luận, lượt thích, lượt theo dõi, lộ trình sự nghiệp, ảnh và video của bạn. Hãy đăng nhập để tải về.',
    export_button: 'Tải dữ liệu của tôi',
    deletion_subject: 'Tài khoản Ladder của bạn sẽ bị xóa',
    deletion_body:
      'Theo yêu cầu của bạn, tài khoản Ladder sẽ bị xóa vĩnh viễn vào ngày {{date}}, cùng trang cá nhân, bài viết, bình luận, lộ trình sự nghiệp, ảnh và video của bạn. Để giữ lại tài khoản, hãy đăng nhập trước ngày đó. Nếu không phải bạn yêu cầu, hãy đăng nhập ngay và đổi mật khẩu.',
    deletion_button: 'Đăng nhập để giữ tài khoản',
    greeting: 'Xin chào {{name}},',
    signature: 'Đội ngũ Ladder',
    ignore: 'Nếu bạn không yêu cầu việc này, bạn có thể bỏ qua email này.',
    link_expires: 'Liên kết chỉ dùng được một lần và hết hạn sau {{hours}} giờ.',
    activation_subject: 'Kích hoạt tài khoản Ladder của bạn',
    activation_body:
      'Chào mừng bạn đến với Ladder! Vui lòng xác nhận địa chỉ email để kích hoạt tài khoản: mở liên kết và nhập mật khẩu bạn đã chọn khi đăng ký.',
    activation_button: 'Kích hoạt tài khoản',
    already_registered_subject: 'Bạn đã có tài khoản Ladder',
    already_registered_body:
      'Có người vừa đăng ký tài khoản Ladder mới bằng địa chỉ email này, nhưng email này đã có tài khoản. Bạn có thể đăng nhập, hoặc đặt lại mật khẩu nếu đã quên.',
    already_registered_button: 'Đặt lại mật khẩu',
    reset_subject: 'Đặt lại mật khẩu Ladder',
    reset_body: 'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản Ladder của bạn.',
    reset_button: 'Chọn mật khẩu mới',
    email_change_subject: 'Xác nhận địa chỉ email mới',
    email_change_body: 'Vui lòng xác nhận rằng bạn muốn dùng địa chỉ này cho tài khoản Ladder của mình.',
    email_change_button: 'Xác nhận email mới',
    email_taken_subject: 'Có người muốn dùng địa chỉ email của bạn trên Ladder',
    email_taken_body:
      'Một thành viên Ladder vừa yêu cầu chuyển tài khoản sang địa chỉ email này, nhưng địa chỉ này đã thuộc về một tài khoản khác nên không có gì thay đổi.',
    email_change_notice_subject: 'Email tài khoản Ladder của bạn sắp được thay đổi',
    email_change_notice_body:
      'Có yêu cầu đổi email tài khoản của bạn sang {{email}}. Thay đổi chỉ có hiệu lực sau khi được xác nhận từ địa chỉ mới. Nếu không phải bạn, hãy đổi mật khẩu ngay.',
  },
  sms: {
    phone_code:
      'Ladder: ma xac minh cua ban la {{code}}, het han sau {{minutes}} phut. Khong chia se ma nay voi bat ky ai.',
  },
};
