import type { PagesCatalog } from './pages.en';

/** Long texts of the static pages, Vietnamese: the same keys and array lengths as pages.en.ts. */
export const pagesVi: PagesCatalog = {
  // CẦN LUẬT SƯ XEM XÉT (LEGAL REVIEW REQUIRED): a lawyer qualified in Vietnamese law must review
  // this text (and its English version in pages.en.ts) before launch. {{controller}}, {{address}}
  // and {{email}} are filled from the server's settings (GET /legal; docs/operations.md "Configuration").
  user_agreement: {
    title: 'Thỏa thuận người dùng',
    lead: 'Các điều khoản này là thỏa thuận giữa bạn và {{controller}} ("chúng tôi"), đơn vị vận hành Ladder, mạng lưới lập kế hoạch sự nghiệp. Vui lòng đọc kỹ các điều khoản này và Chính sách quyền riêng tư trước khi tạo tài khoản: bạn chỉ tạo được tài khoản khi tự đánh dấu vào ô xác nhận bạn đồng ý với chúng.',
    updated: 'Cập nhật lần cuối: ngày 25 tháng 11 năm 2026 (phiên bản 2026-11-25)',
    sections: [
      {
        heading: 'Ai có thể sử dụng Ladder',
        paragraphs: [
          'Bạn phải từ 18 tuổi trở lên để tạo tài khoản hoặc sử dụng Ladder với tư cách thành viên. Nếu bạn cung cấp ngày sinh, đó phải là ngày sinh thật của bạn.',
          'Mỗi người chỉ được có một tài khoản cá nhân. Tài khoản dành cho con người, không dành cho chương trình tự động, và bạn không được sử dụng Ladder nếu trước đây chúng tôi đã đóng một tài khoản của bạn vì vi phạm các điều khoản này.',
        ],
      },
      {
        heading: 'Tài khoản và bảo mật',
        paragraphs: [
          'Hãy cung cấp thông tin chính xác khi đăng ký, cập nhật địa chỉ email khi có thay đổi và chọn một mật khẩu bạn không dùng ở bất kỳ nơi nào khác. Nếu bạn đăng nhập bằng Google hoặc LinkedIn, nhà cung cấp đó sẽ xác nhận danh tính của bạn và các điều khoản riêng của họ cũng được áp dụng.',
          'Bạn chịu trách nhiệm về mọi hoạt động diễn ra dưới tài khoản của mình. Nếu nghi ngờ có người khác đã dùng tài khoản, hãy đổi mật khẩu ngay và báo cho chúng tôi qua {{email}}.',
        ],
      },
      {
        heading: 'Nội dung và cách ứng xử',
        paragraphs: [
          'Ladder chỉ thật sự hữu ích khi mọi người chia sẻ kinh nghiệm trung thực và thiết thực. Hãy đăng bài, bình luận và xây dựng lộ trình sự nghiệp một cách thiện chí, đồng thời tôn trọng các thành viên khác, kể cả khi bạn không đồng tình với họ.',
          'Không đăng nội dung vi phạm pháp luật Việt Nam, quấy rối hoặc đe dọa người khác, tiết lộ dữ liệu cá nhân của người khác hay xâm phạm quyền của họ, cũng như thư rác, quảng cáo không được yêu cầu hay nội dung cố ý gây hiểu lầm. Không mạo danh người khác, không dùng công cụ tự động để thu thập dữ liệu từ dịch vụ và không tìm cách vượt qua các giới hạn hay cơ chế bảo mật của dịch vụ.',
          'Chúng tôi có thể gỡ nội dung hoặc hạn chế tài khoản vi phạm các quy tắc này. Khi có thể, chúng tôi sẽ cho bạn biết nội dung nào đã bị gỡ và lý do.',
        ],
      },
      {
        heading: 'Lộ trình sự nghiệp và báo lỗi thời',
        paragraphs: [
          'Một lộ trình sự nghiệp mô tả một bước trong sự nghiệp thuộc một ngành: những kỹ năng cần có, chia thành bốn nhóm (Kiến thức ngành, Công cụ & công nghệ, Kỹ năng giao tiếp ứng xử và Kỹ năng khác), cùng mức độ mong muốn của từng kỹ năng. Khi được liên kết với các lộ trình kế tiếp, các lộ trình tạo thành một nấc thang sự nghiệp. Hãy xây dựng lộ trình từ hiểu biết thực tế và nói rõ phần nào phản ánh kinh nghiệm hay quan điểm riêng của bạn.',
          'Khi bạn hoàn thành một lộ trình và đăng lên bảng tin, các thành viên khác có thể xem, thảo luận và dùng lộ trình đó làm điểm khởi đầu cho lộ trình của riêng họ.',
          'Bất kỳ thành viên nào cũng có thể báo một lộ trình là đã lỗi thời, kèm một ghi chú ngắn nêu lý do. Lượt báo lỗi thời cho tác giả và người đọc biết lộ trình có thể cần cập nhật, chứ không xóa lộ trình đó. Chỉ báo lỗi thời khi bạn thật sự tin rằng lộ trình đã lỗi thời, và không vận động hay tạo lượt báo lỗi thời giả.',
        ],
      },
      {
        heading: 'Nội dung của bạn và quyền hiển thị của chúng tôi',
        paragraphs: [
          'Những gì bạn đăng trên Ladder vẫn thuộc về bạn: bài viết, bình luận, ảnh, video và lộ trình sự nghiệp. Bạn xác nhận rằng mình có quyền chia sẻ mọi nội dung bạn tải lên.',
          'Để Ladder có thể hoạt động, bạn cấp cho chúng tôi quyền sử dụng không độc quyền, miễn phí và có hiệu lực trên toàn thế giới để lưu trữ, sao chép, hiển thị và phân phối nội dung của bạn trong Ladder, thay đổi kích thước hoặc chuyển đổi định dạng tệp ảnh và video, đồng thời cho phép các thành viên khác xem nội dung đó và bắt đầu lộ trình của riêng họ từ những lộ trình bạn đã đăng. Quyền này chấm dứt khi bạn xóa nội dung hoặc tài khoản, trừ những lộ trình mà thành viên khác đã bắt đầu từ lộ trình của bạn, vốn thuộc về họ.',
          'Tên, logo, thiết kế và phần mềm Ladder thuộc về {{controller}}. Không sử dụng chúng theo cách khiến người khác hiểu rằng chúng tôi bảo trợ cho bạn, trừ khi chúng tôi đã đồng ý bằng văn bản.',
        ],
      },
      {
        heading: 'Gói Người dùng và gói Nhà giáo dục',
        paragraphs: [
          'Mọi tài khoản đều bắt đầu với gói Người dùng miễn phí, dành cho những người đang lên kế hoạch sự nghiệp cho bản thân và các chuyên gia về nhân lực. Gói Nhà giáo dục là gói nâng cấp cho phép bạn tạo không giới hạn số lộ trình sự nghiệp, chẳng hạn cho một lớp học hoặc một chương trình đào tạo.',
          'Bạn có thể nâng cấp lên gói Nhà giáo dục hoặc hủy gói này trên trang cá nhân bất cứ lúc nào. Nếu sau này gói Nhà giáo dục có tính phí, chúng tôi sẽ cho bạn biết giá và điều kiện thanh toán trước khi bạn xác nhận, và sẽ không bao giờ thu phí khi chưa có sự đồng ý của bạn.',
        ],
      },
      {
        heading: 'Xóa tài khoản và chấm dứt',
        paragraphs: [
          'Bạn có thể xóa tài khoản bất cứ lúc nào từ menu chính. Bạn sẽ bị đăng xuất ngay trên mọi thiết bị, và sau một thời gian chờ (30 ngày, trừ khi chúng tôi thông báo khác) tài khoản cùng dữ liệu cá nhân của bạn sẽ bị xóa; đăng nhập trước thời hạn đó sẽ giữ lại tài khoản. Chính sách quyền riêng tư của chúng tôi nêu rõ những gì bị xóa và những gì được giữ lại.',
          'Chúng tôi có thể tạm khóa hoặc đóng tài khoản vi phạm nghiêm trọng hoặc nhiều lần các điều khoản này, hoặc khi pháp luật yêu cầu. Trừ khi pháp luật hoặc sự an toàn của người khác không cho phép, chúng tôi sẽ cho bạn biết lý do và cho bạn cơ hội phản hồi.',
        ],
      },
      {
        heading: 'Miễn trừ và giới hạn trách nhiệm',
        paragraphs: [
          'Lộ trình sự nghiệp, bài viết và bình luận do các thành viên viết và phản ánh kinh nghiệm, quan điểm của chính họ. Đó không phải là lời khuyên chuyên môn về nghề nghiệp, pháp lý hay tài chính, và không lộ trình nào bảo đảm cho bạn một công việc, một lần thăng tiến hay một mức thu nhập.',
          'Chúng tôi nỗ lực để Ladder luôn sẵn sàng và chính xác, nhưng dịch vụ được cung cấp theo hiện trạng và chúng tôi không thể cam kết dịch vụ luôn liên tục hay không có lỗi. Trong phạm vi pháp luật Việt Nam cho phép, chúng tôi không chịu trách nhiệm về các thiệt hại gián tiếp, hoặc thiệt hại do nội dung hay hành vi của thành viên khác gây ra.',
        ],
      },
      {
        heading: 'Thay đổi điều khoản',
        paragraphs: [
          'Chúng tôi có thể cập nhật các điều khoản này và Chính sách quyền riêng tư khi Ladder thay đổi; phiên bản ở đầu trang luôn cho biết văn bản nào đang có hiệu lực. Khi một trong hai văn bản thay đổi về nội dung, Ladder sẽ hỏi lại sự đồng ý của bạn ở lần đăng nhập tiếp theo, và bạn chỉ tiếp tục sử dụng được sau khi đã đồng ý.',
          'Nếu không đồng ý với một thay đổi, bạn có thể đăng xuất và xóa tài khoản.',
        ],
      },
      {
        heading: 'Luật áp dụng và liên hệ',
        paragraphs: [
          'Các điều khoản này được điều chỉnh bởi pháp luật Việt Nam. Trước hết, chúng tôi sẽ cố gắng giải quyết mọi tranh chấp trực tiếp với bạn trên tinh thần thiện chí; nếu không thành, tranh chấp sẽ được giải quyết tại tòa án có thẩm quyền tại Việt Nam.',
          'Ladder do {{controller}}, {{address}} vận hành. Mọi thắc mắc về các điều khoản này, vui lòng gửi đến {{email}}.',
        ],
      },
    ],
  },
  // CẦN LUẬT SƯ XEM XÉT (LEGAL REVIEW REQUIRED): a lawyer qualified in Vietnamese law must review
  // this text (and its English version in pages.en.ts) before launch; see the note there.
  privacy_policy: {
    title: 'Chính sách quyền riêng tư',
    lead: 'Chính sách này giải thích Ladder thu thập những dữ liệu cá nhân nào, vì sao, lưu giữ trong bao lâu, chuyển đến đâu và bạn có những quyền gì đối với dữ liệu đó, theo yêu cầu của Luật Bảo vệ dữ liệu cá nhân (Luật số 91/2025/QH15, có hiệu lực từ ngày 1 tháng 1 năm 2026) và Nghị định 356/2025/NĐ-CP. Bên kiểm soát dữ liệu cá nhân là {{controller}}, {{address}}.',
    updated: 'Cập nhật lần cuối: ngày 25 tháng 11 năm 2026 (phiên bản 2026-11-25)',
    sections: [
      {
        heading: 'Ai chịu trách nhiệm và cách liên hệ',
        paragraphs: [
          '{{controller}}, {{address}}, quyết định mục đích và cách thức xử lý dữ liệu cá nhân của bạn trên Ladder và chịu trách nhiệm về việc đó.',
          'Đầu mối bảo vệ dữ liệu cá nhân của chúng tôi tiếp nhận mọi câu hỏi và yêu cầu về dữ liệu của bạn: {{email}}. Hãy gửi từ địa chỉ email của tài khoản để chúng tôi biết yêu cầu đó là của bạn.',
        ],
      },
      {
        heading: 'Chúng tôi thu thập những gì',
        paragraphs: [
          'Dữ liệu tài khoản: họ tên, tên người dùng, địa chỉ email và mật khẩu (chỉ lưu dưới dạng băm có thêm muối), cùng những thông tin bạn tự chọn bổ sung như ngày sinh, số điện thoại, dòng giới thiệu, tiểu sử, liên kết, ngành nghề, ảnh đại diện và ảnh bìa. Nếu bạn đăng nhập bằng Google hoặc LinkedIn, chúng tôi nhận từ nhà cung cấp đó họ tên, địa chỉ email đã được xác minh, mã định danh tài khoản của bạn tại nhà cung cấp và, nếu có, địa chỉ ảnh đại diện.',
          'Số điện thoại di động của bạn, chỉ khi pháp luật yêu cầu chúng tôi xác minh trước khi bạn đăng bài hoặc bình luận (Nghị định 147/2024/NĐ-CP): số bạn đã xác minh và thời điểm xác minh, được lưu trong suốt thời gian tài khoản còn tồn tại và không hiển thị cho thành viên nào khác, cùng bản băm của mỗi mã xác minh đã gửi qua SMS, lưu tối đa một ngày.',
          'Nội dung và hoạt động: bài viết, ảnh, video, bình luận và lộ trình sự nghiệp bạn tạo; lượt thích, lượt chia sẻ và bài viết đã lưu; những người, hashtag và kỹ năng bạn theo dõi; các lượt báo lỗi thời và ghi chú kèm theo; kỹ năng và mục tiêu của bạn; thông báo của bạn; cùng gói dịch vụ, ngôn ngữ và giao diện bạn chọn.',
          'Dữ liệu về sự đồng ý và bảo mật: thời điểm bạn đồng ý với chính sách này và phiên bản bạn đã đồng ý; các phiên đăng nhập, kèm trình duyệt (user agent) đã mở từng phiên; và, trong thời gian ngắn, địa chỉ IP cùng thông tin cơ bản về từng yêu cầu truy cập, được dùng để hạn chế hành vi lạm dụng như dò mật khẩu và để điều tra lỗi.',
          'Chúng tôi không yêu cầu dữ liệu cá nhân nhạy cảm, chẳng hạn về sức khỏe, tôn giáo, quan điểm chính trị hay vị trí chính xác. Vui lòng không đưa những dữ liệu như vậy, của bạn hay của người khác, vào bài viết.',
        ],
      },
      {
        heading: 'Chúng tôi dùng dữ liệu để làm gì và dựa trên cơ sở nào',
        paragraphs: [
          'Dựa trên sự đồng ý bạn đưa ra khi tạo tài khoản: để vận hành tài khoản và cho bạn đăng nhập, hiển thị trang cá nhân, bài viết và lộ trình sự nghiệp của bạn cho người khác, tạo bảng tin, thông báo và gợi ý dựa trên những người, hashtag và kỹ năng bạn theo dõi, và để bạn có thể tìm kiếm.',
          'Để giữ cho Ladder an toàn và hoạt động, và để thực hiện nghĩa vụ theo pháp luật Việt Nam: gửi email về tài khoản (kích hoạt, đặt lại mật khẩu, đổi email), ngăn chặn lạm dụng và trả lời yêu cầu của cơ quan nhà nước có thẩm quyền.',
          'Chúng tôi không bán dữ liệu của bạn, không dùng dữ liệu cho mục đích quảng cáo và không đưa ra quyết định tự động nào về bạn có hệ quả pháp lý hoặc ảnh hưởng đáng kể tương tự.',
        ],
      },
      {
        heading: 'Sự đồng ý của bạn',
        paragraphs: [
          'Chúng tôi xin sự đồng ý rõ ràng của bạn bằng một ô do chính bạn đánh dấu khi tạo tài khoản, dù bằng email hay bằng Google hoặc LinkedIn. Chúng tôi ghi lại thời điểm bạn đồng ý và phiên bản chính sách bạn đã đồng ý. Khi chính sách này thay đổi về nội dung, chúng tôi sẽ hỏi lại ở lần đăng nhập tiếp theo.',
          'Các thông tin không bắt buộc như ngày sinh, số điện thoại và tiểu sử hoàn toàn do bạn quyết định: bạn có thể gỡ chúng bất cứ lúc nào. Bạn có thể rút lại sự đồng ý bất cứ lúc nào bằng cách xóa tài khoản (xem bên dưới) hoặc viết cho chúng tôi qua {{email}}. Việc rút lại không ảnh hưởng đến việc xử lý đã thực hiện trước đó, và chúng tôi sẽ cho bạn biết nếu vì vậy mà chúng tôi không thể tiếp tục cung cấp dịch vụ.',
        ],
      },
      {
        heading: 'Ai có thể xem thông tin nào',
        paragraphs: [
          'Họ tên, tên người dùng, ảnh đại diện, ảnh bìa, dòng giới thiệu, tiểu sử, liên kết và ngành nghề của bạn hiển thị trên trang cá nhân. Bài viết, bình luận và lộ trình sự nghiệp bạn công khai có thể được các thành viên khác xem; bài viết và bình luận cũng có thể được khách chưa đăng nhập đọc.',
          'Địa chỉ email, số điện thoại và ngày sinh của bạn không bao giờ hiển thị với các thành viên khác. Lượt thích và bình luận của bạn, những người bạn theo dõi và những người theo dõi bạn có thể hiển thị trên trang cá nhân của bạn; bài viết đã lưu thì chỉ mình bạn xem được.',
        ],
      },
      {
        heading: 'Bên xử lý dữ liệu và chuyển dữ liệu ra nước ngoài',
        paragraphs: [
          'Chúng tôi dùng một nhà cung cấp dịch vụ gửi email (SMTP) để gửi email và có thể lưu ảnh, video tại một nhà cung cấp dịch vụ lưu trữ tương thích S3. Các bên này chỉ xử lý dữ liệu cá nhân theo chỉ dẫn bằng văn bản của chúng tôi và chỉ cho những mục đích đó.',
          'Nếu một nhà cung cấp lưu trữ hoặc xử lý dữ liệu bên ngoài Việt Nam, chúng tôi chỉ chuyển những gì dịch vụ cần, lập bản đánh giá tác động chuyển dữ liệu cá nhân ra nước ngoài theo yêu cầu của Luật và gửi cơ quan có thẩm quyền (Bộ Công an), đồng thời cập nhật bản đánh giá khi có thay đổi. Bạn có thể hỏi chúng tôi qua {{email}} về các nhà cung cấp và quốc gia liên quan.',
          'Nếu bạn đăng nhập bằng Google hoặc LinkedIn, công ty đó xử lý việc đăng nhập theo chính sách quyền riêng tư của họ. Chúng tôi chỉ cung cấp dữ liệu cá nhân cho cơ quan nhà nước khi pháp luật Việt Nam yêu cầu, và không bao giờ bán hay cho thuê dữ liệu cho bất kỳ ai.',
        ],
      },
      {
        heading: 'Chúng tôi lưu giữ dữ liệu trong bao lâu',
        paragraphs: [
          'Dữ liệu tài khoản, nội dung và hoạt động: trong suốt thời gian tài khoản còn tồn tại. Một đăng ký chưa được kích hoạt sẽ bị gỡ khi liên kết kích hoạt hết hạn. Phiên đăng nhập kết thúc khi bạn đăng xuất hoặc sau 30 ngày, và việc đổi mật khẩu kết thúc các phiên trên những thiết bị khác của bạn. Email đang chờ gửi được gỡ ngay khi đã gửi đi.',
          'Nhật ký máy chủ, có chứa địa chỉ IP, chỉ được giữ trong thời gian cần thiết cho mục đích bảo mật và không quá 30 ngày. Dữ liệu về sự đồng ý được giữ trong suốt thời gian tài khoản còn tồn tại, và sau đó chỉ trong thời gian pháp luật yêu cầu để chứng minh sự đồng ý.',
        ],
      },
      {
        heading: 'Xóa tài khoản',
        paragraphs: [
          'Bạn có thể xóa tài khoản từ menu chính (Xóa tài khoản), xác nhận bằng mật khẩu (hoặc, nếu bạn không có mật khẩu, bằng cách đăng nhập lại với Google hoặc LinkedIn). Bạn sẽ bị đăng xuất ngay trên mọi thiết bị. Sau một thời gian chờ (30 ngày, trừ khi chúng tôi thông báo khác) chúng tôi xóa tài khoản; đăng nhập trong thời gian chờ sẽ hủy việc xóa.',
          'Khi xóa, chúng tôi xóa dữ liệu cá nhân của bạn (trang cá nhân, địa chỉ email, ảnh, video, phiên đăng nhập, liên kết đăng nhập, lượt theo dõi, lượt thích, bài đã lưu, lượt báo lỗi thời, kỹ năng, mục tiêu, gói dịch vụ, thông báo gửi đến và từ bạn, các bản tải dữ liệu và email đang chờ gửi cho bạn) cùng bài viết, bình luận (kèm các câu trả lời bên dưới) và lộ trình sự nghiệp của bạn: chúng tôi không giữ lại chúng dưới một cái tên ẩn danh. Những lộ trình mà thành viên khác đã bắt đầu từ lộ trình của bạn là bản của riêng họ và vẫn thuộc về họ, không còn liên kết tới bạn; các kỹ năng bạn thêm vào danh sách chung được giữ lại nhưng không kèm tên bạn. Chúng tôi chỉ giữ lại những gì pháp luật buộc phải giữ, trong thời hạn pháp luật quy định.',
          'Nếu bạn không thể dùng ứng dụng, hãy viết cho chúng tôi qua {{email}} từ địa chỉ email của tài khoản và chúng tôi sẽ xóa theo cùng cách đó.',
        ],
      },
      {
        heading: 'Quyền của bạn',
        paragraphs: [
          'Theo Luật số 91/2025/QH15 và Nghị định 356/2025/NĐ-CP, bạn có quyền được biết về việc xử lý dữ liệu của mình; đồng ý và rút lại sự đồng ý; truy cập, xem và chỉnh sửa dữ liệu; nhận bản sao dữ liệu; yêu cầu xóa dữ liệu; hạn chế việc xử lý; phản đối việc xử lý; khiếu nại, tố cáo hoặc khởi kiện; và yêu cầu bồi thường thiệt hại.',
          'Trong ứng dụng, bạn có thể xem và chỉnh sửa phần lớn dữ liệu trên trang cá nhân, đổi email và mật khẩu, và xóa tài khoản. Bạn cũng có thể tải toàn bộ dữ liệu của mình (trang cá nhân, bài viết, bình luận, lượt thích, lượt theo dõi, lộ trình sự nghiệp, ảnh và video) thành một tệp nén từ menu chính (Tải dữ liệu của tôi): chúng tôi chuẩn bị tệp trong nền và gửi email cho bạn khi tệp sẵn sàng.',
          'Với mọi yêu cầu, kể cả phản đối hoặc hạn chế việc xử lý, hãy viết cho chúng tôi qua {{email}}. Chúng tôi có thể đề nghị bạn xác nhận tài khoản là của bạn, và sẽ trả lời trong thời hạn do Luật và Nghị định 356/2025/NĐ-CP quy định.',
        ],
      },
      {
        heading: 'Chúng tôi bảo vệ dữ liệu như thế nào',
        paragraphs: [
          'Mật khẩu chỉ được lưu dưới dạng băm Argon2id có thêm muối, nên ngay cả đội ngũ của chúng tôi cũng không đọc được. Khi bạn đăng xuất, phiên đăng nhập được kết thúc trên máy chủ chứ không chỉ trong trình duyệt, và khi tài khoản bị vô hiệu hóa, mọi phiên đăng nhập của bạn đều kết thúc. Số lần thử đăng nhập bị giới hạn để làm chậm việc dò mật khẩu.',
          'Chỉ những người cần dữ liệu cá nhân để vận hành Ladder mới được truy cập. Không hệ thống nào an toàn tuyệt đối: nếu xảy ra vi phạm ảnh hưởng đến dữ liệu của bạn, chúng tôi sẽ thông báo cho cơ quan có thẩm quyền và cho bạn trong thời hạn pháp luật quy định.',
        ],
      },
      {
        heading: 'Độ tuổi sử dụng',
        paragraphs: [
          'Ladder chỉ dành cho người từ 18 tuổi trở lên, và chúng tôi không cố ý thu thập dữ liệu của người dưới 18 tuổi. Nếu bạn cho rằng một người dưới 18 tuổi đang có tài khoản, hãy báo cho chúng tôi qua {{email}}; chúng tôi sẽ vô hiệu hóa tài khoản đó và xóa dữ liệu của tài khoản.',
        ],
      },
      {
        heading: 'Thay đổi chính sách',
        paragraphs: [
          'Khi cách chúng tôi xử lý dữ liệu cá nhân thay đổi, chúng tôi cập nhật chính sách này và phiên bản ở đầu trang. Với thay đổi về nội dung, Ladder sẽ hỏi lại sự đồng ý của bạn ở lần đăng nhập tiếp theo.',
        ],
      },
    ],
  },
  cookie_policy: {
    title: 'Chính sách cookie',
    lead: 'Ladder không dùng cookie quảng cáo hay cookie phân tích. Để hoạt động, ứng dụng web lưu một vài mục nhỏ trong trình duyệt, và trang này liệt kê đầy đủ từng mục.',
    updated: 'Cập nhật lần cuối: ngày 27 tháng 11 năm 2026',
    sections: [
      {
        heading: 'Hai cookie ghi nhớ lựa chọn, không theo dõi',
        paragraphs: [
          'Ladder chỉ đặt hai cookie nhỏ của riêng mình, và chỉ để ghi nhớ giao diện và ngôn ngữ bạn đã chọn (xem bên dưới). Mọi thứ khác ứng dụng web lưu trong bộ nhớ cục bộ (local storage) của trình duyệt; dữ liệu này nằm trên thiết bị của bạn và chỉ các trang của Ladder mới đọc được.',
          'Chúng tôi không dùng cookie quảng cáo, công cụ phân tích của bên thứ ba hay pixel theo dõi, và không theo dõi bạn trên các trang web khác.',
        ],
      },
      {
        heading: 'Chúng tôi lưu những gì',
        paragraphs: [
          'Mã truy cập (access token) và mã định danh thành viên: được lưu khi bạn đăng nhập để bạn vẫn ở trạng thái đăng nhập giữa các lần truy cập, và bị xóa khi bạn đăng xuất.',
          'Giao diện và ngôn ngữ: lựa chọn giao diện sáng hoặc tối và tiếng Anh hoặc tiếng Việt của bạn, để các trang hiển thị đúng như bạn đã chọn, kể cả trước khi đăng nhập. Lựa chọn này được lưu trong bộ nhớ cục bộ và trong hai cookie, ladder-theme và ladder-language, để máy chủ gửi từng trang đúng giao diện và ngôn ngữ của bạn ngay từ đầu. Hai cookie này không chứa gì khác, có hiệu lực một năm và không bao giờ được chia sẻ.',
          'Đường dẫn chuyển hướng: khi bạn mở một trang cần đăng nhập, chúng tôi ghi nhớ địa chỉ trang đó để đưa bạn quay lại sau khi đăng nhập. Mục này bị xóa ngay sau khi được sử dụng.',
        ],
      },
      {
        heading: 'Đăng nhập qua bên thứ ba',
        paragraphs: [
          'Nếu bạn chọn đăng nhập bằng Google, trình duyệt sẽ tải tập lệnh đăng nhập của Google, và Google có thể đặt cookie riêng theo chính sách quyền riêng tư và chính sách cookie của họ. Nếu bạn không dùng tính năng đăng nhập bằng Google, tập lệnh này sẽ không được tải.',
          'Đăng nhập bằng LinkedIn sẽ đưa bạn sang trang web của LinkedIn rồi quay lại Ladder; trong lúc bạn ở trên trang LinkedIn, chính sách cookie của LinkedIn được áp dụng.',
        ],
      },
      {
        heading: 'Cách xóa hoặc kiểm soát dữ liệu đã lưu',
        paragraphs: [
          'Khi bạn đăng xuất, mã truy cập và mã định danh thành viên sẽ bị xóa. Để xóa toàn bộ, hãy xóa dữ liệu trang web của Ladder trong phần cài đặt trình duyệt, thường nằm ở mục Quyền riêng tư hoặc Cài đặt trang web.',
          'Nếu bạn chặn bộ nhớ trình duyệt, Ladder sẽ không thể giữ trạng thái đăng nhập giữa các lần truy cập hay ghi nhớ giao diện và ngôn ngữ của bạn, nhưng bạn vẫn có thể đọc các trang công khai.',
        ],
      },
      {
        heading: 'Thay đổi và liên hệ',
        paragraphs: [
          'Nếu sau này chúng tôi thêm cookie hoặc một mục lưu trữ khác, chúng tôi sẽ cập nhật trang này trước, và sẽ xin sự đồng ý của bạn trước khi dùng bất cứ thứ gì không thật sự cần thiết. Mọi thắc mắc, vui lòng gửi đến {{support}}.',
        ],
      },
    ],
  },
  about: {
    title: 'Về Ladder',
    lead: 'Ladder giúp mọi người lên kế hoạch sự nghiệp từng nấc một, với bản đồ kỹ năng do chính những người trong nghề xây dựng và kiểm chứng.',
    updated: 'Cập nhật lần cuối: ngày 22 tháng 11 năm 2026',
    sections: [
      {
        heading: 'Sứ mệnh của chúng tôi',
        paragraphs: [
          'Lời khuyên nghề nghiệp thường chung chung. Ladder biến chúng thành những điều cụ thể: mỗi bước trong sự nghiệp là một nấc, và mỗi nấc liệt kê những kỹ năng cần có cùng mức độ bạn cần đạt.',
          'Chúng tôi muốn mọi người, dù xuất phát từ đâu, đều nhìn rõ bước tiếp theo của mình và học hỏi từ những người đã đi trước vài nấc.',
        ],
      },
      {
        heading: 'Nấc thang sự nghiệp hoạt động thế nào',
        paragraphs: [
          'Bạn chọn một ngành và tạo lộ trình sự nghiệp cho một vị trí mà bạn hiểu rõ: tiêu đề, mô tả và những kỹ năng vị trí đó cần, chia thành bốn nhóm: Kiến thức ngành, Công cụ & công nghệ, Kỹ năng giao tiếp ứng xử và Kỹ năng khác. Với mỗi kỹ năng, bạn đặt mức độ mong muốn, từ mới bắt đầu đến chuyên gia, và có thể thêm liên kết để tìm hiểu thêm.',
          'Khi liên kết một lộ trình với các lộ trình kế tiếp, bạn có một nấc thang để leo lên từng nấc một. Bạn có thể lưu lộ trình dưới dạng bản nháp, hoàn thành hoặc đăng lên bảng tin, và có thể bắt đầu một lộ trình mới từ một lộ trình có sẵn. Khi các thành viên báo một lộ trình là lỗi thời, tác giả sẽ biết đã đến lúc cần cập nhật.',
        ],
      },
      {
        heading: 'Ladder dành cho ai',
        paragraphs: [
          'Người đang lên kế hoạch sự nghiệp dùng Ladder để biết mình đang ở đâu và cần học gì tiếp theo. Các chuyên gia về nhân lực, như chuyên viên tuyển dụng, quản lý tuyển dụng và người làm nhân sự, chia sẻ những gì mỗi vị trí thật sự đòi hỏi.',
          'Các nhà giáo dục dùng gói Nhà giáo dục (Educator) để tạo bao nhiêu lộ trình sự nghiệp tùy theo nhu cầu của khóa học và học viên. Mọi thành viên đều có thể đăng bài, bình luận, thích và lưu bài viết, cũng như theo dõi những người, hashtag và kỹ năng mà họ quan tâm.',
        ],
      },
      {
        heading: 'Song ngữ Anh – Việt',
        paragraphs: [
          'Ladder hoạt động đầy đủ bằng cả tiếng Anh và tiếng Việt. Bạn có thể đổi ngôn ngữ bất cứ lúc nào, các ngành và kỹ năng đều có tên bằng cả hai thứ tiếng, và bạn có thể viết bằng ngôn ngữ phù hợp với mình và người đọc.',
        ],
      },
      {
        heading: 'Đội ngũ',
        paragraphs: [
          'Ladder được xây dựng bởi một đội ngũ nhỏ tại Thành phố Hồ Chí Minh, Việt Nam. Đội ngũ này cũng vận hành một nhà khách nhỏ kèm phòng họp, mà bạn có thể tìm hiểu trên trang giới thiệu nhà khách của chúng tôi.',
        ],
      },
      {
        heading: 'Liên hệ',
        paragraphs: [
          'Mọi câu hỏi, ý tưởng và góp ý xin gửi về {{support}}. Nếu có điều gì trên Ladder chưa đúng hoặc khó sử dụng, chúng tôi đặc biệt mong được biết.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Khả năng tiếp cận',
    lead: 'Chúng tôi muốn mọi người đều có thể lên kế hoạch sự nghiệp trên Ladder, kể cả những người dùng bàn phím, trình đọc màn hình, phần mềm phóng to hay các công nghệ hỗ trợ khác.',
    updated: 'Cập nhật lần cuối: ngày 22 tháng 11 năm 2026',
    sections: [
      {
        heading: 'Mục tiêu của chúng tôi',
        paragraphs: [
          'Chúng tôi đặt mục tiêu đáp ứng Hướng dẫn về khả năng tiếp cận nội dung web (WCAG) 2.2 ở mức AA trên toàn bộ ứng dụng web Ladder, bằng cả tiếng Anh và tiếng Việt, ở cả giao diện sáng và giao diện tối.',
          'Chúng tôi coi các vấn đề về khả năng tiếp cận là lỗi cần sửa chứ không phải phần bổ sung, và xử lý chúng trong công việc thường ngày.',
        ],
      },
      {
        heading: 'Bàn phím và tiêu điểm',
        paragraphs: [
          'Ladder được thiết kế để mọi thao tác bạn làm bằng chuột đều có thể thực hiện chỉ bằng bàn phím, bao gồm menu, hộp thoại, trình soạn bài viết, trình xem ảnh và video, và trình chỉnh sửa lộ trình sự nghiệp.',
          'Tiêu điểm bàn phím luôn hiển thị rõ ràng và di chuyển theo thứ tự hợp lý. Khi một hộp thoại mở ra, tiêu điểm chuyển vào hộp thoại, và khi hộp thoại đóng lại, tiêu điểm trở về vị trí bạn đang ở trước đó.',
        ],
      },
      {
        heading: 'Nhãn và trình đọc màn hình',
        paragraphs: [
          'Các trường biểu mẫu đều có nhãn hiển thị; lỗi được giải thích bằng chữ ngay cạnh trường và được thông báo cho trình đọc màn hình, không bao giờ chỉ thể hiện bằng màu sắc. Nút và biểu tượng đều có tên mà công nghệ hỗ trợ đọc được, và các trang dùng tiêu đề và vùng mốc (landmark) để bạn di chuyển nhanh.',
          'Ngôn ngữ của mỗi trang được khai báo theo ngôn ngữ bạn chọn, nhờ đó trình đọc màn hình phát âm đúng văn bản tiếng Anh và tiếng Việt.',
        ],
      },
      {
        heading: 'Độ tương phản, giao diện và chuyển động',
        paragraphs: [
          'Chữ và các thành phần điều khiển được thiết kế để đạt tỷ lệ tương phản mức AA của WCAG ở cả giao diện sáng và giao diện tối, và các trang vẫn dùng được khi bạn phóng to lên 200% hoặc tăng cỡ chữ.',
          'Nếu bạn bật chế độ giảm chuyển động trong cài đặt thiết bị, Ladder sẽ giảm tối đa các hiệu ứng chuyển động, chẳng hạn hiệu ứng khi đang tải trang.',
        ],
      },
      {
        heading: 'Những hạn chế hiện có',
        paragraphs: [
          'Một số phần của Ladder vẫn chưa hoàn toàn dễ tiếp cận. Ảnh và video do thành viên tải lên có thể không có mô tả bằng chữ, và biểu đồ nấc thang sự nghiệp dạng hình ảnh chưa được mô tả đầy đủ cho trình đọc màn hình.',
          'Các trang đăng nhập do Google và LinkedIn vận hành nằm ngoài tầm kiểm soát của chúng tôi. Chúng tôi đang khắc phục những hạn chế này và sẽ cập nhật trang này khi sửa xong.',
        ],
      },
      {
        heading: 'Báo cáo sự cố',
        paragraphs: [
          'Nếu có phần nào trên Ladder khiến bạn khó hoặc không thể sử dụng, hãy gửi email đến {{support}}, cho biết địa chỉ trang, việc bạn đang muốn thực hiện, trình duyệt và công nghệ hỗ trợ bạn đang dùng.',
          'Chúng tôi sẽ phản hồi, và nếu chưa thể sửa lỗi ngay, chúng tôi sẽ giúp bạn nhận thông tin hoặc hoàn thành việc cần làm theo cách khác.',
        ],
      },
    ],
  },
  house: {
    title: 'Nhà khách Ladder',
    lead: 'Nhà khách nhỏ kèm phòng họp, do chính đội ngũ xây dựng Ladder vận hành. Bạn có thể nghỉ lại vài đêm, hoặc thuê phòng họp theo giờ cho một buổi hội thảo, phỏng vấn hay lớp học.',
    rooms_heading: 'Phòng nghỉ',
    per_night: 'mỗi đêm',
    per_hour: 'mỗi giờ',
    capacity: 'Tối đa {{count}} khách',
    rooms: [
      {
        name: 'Phòng đôi',
        description:
          'Phòng có một giường đôi cho một hoặc hai khách, phù hợp với chuyến công tác ngắn ngày hay kỳ nghỉ cuối tuần.',
      },
      {
        name: 'Phòng hai giường đơn',
        description:
          'Hai giường đơn với mức giá mỗi đêm thấp nhất của chúng tôi, lựa chọn hợp lý cho bạn bè hoặc đồng nghiệp đi cùng nhau muốn tiết kiệm chi phí.',
      },
      {
        name: 'Phòng gia đình',
        description: 'Phòng rộng nhất của chúng tôi, đủ chỗ cho một gia đình hoặc một nhóm nhỏ đi cùng nhau.',
      },
    ],
    meeting_room: {
      name: 'Phòng họp',
      description: 'Phòng họp cho thuê theo giờ, phù hợp cho hội thảo, buổi cố vấn, phỏng vấn, lớp học hoặc họp nhóm.',
    },
    amenities_heading: 'Tiện nghi',
    amenities: [
      'Wi-Fi miễn phí',
      'Điều hòa nhiệt độ',
      'Ga giường và khăn tắm sạch',
      'Nước uống, trà và cà phê',
      'Góc làm việc yên tĩnh',
      'Đội ngũ sẵn sàng gợi ý địa điểm và chỉ đường',
    ],
    booking_heading: 'Cách đặt phòng',
    booking_paragraphs: [
      'Hãy gửi email đến {{support}}, cho biết phòng nghỉ hoặc phòng họp bạn muốn đặt, ngày hoặc khung giờ, và số lượng khách. Chúng tôi sẽ phản hồi để xác nhận còn phòng và báo tổng chi phí.',
      'Đặt phòng được xác nhận khi chúng tôi đã nhận được tiền chuyển khoản của bạn. Nếu kế hoạch thay đổi, hãy báo cho chúng tôi càng sớm càng tốt để chúng tôi hỗ trợ bạn thay đổi đặt phòng.',
    ],
    bank_heading: 'Thanh toán bằng chuyển khoản',
    bank_intro:
      'Sau khi chúng tôi xác nhận đặt phòng, vui lòng chuyển khoản vào tài khoản dưới đây, kèm đúng nội dung chuyển khoản, để chúng tôi đối chiếu khoản thanh toán với đặt phòng của bạn.',
    bank_name_label: 'Ngân hàng',
    bank_name: 'Vietcombank – Chi nhánh TP. Hồ Chí Minh',
    account_name_label: 'Chủ tài khoản',
    account_name: 'LADDER GUESTHOUSE',
    account_number_label: 'Số tài khoản',
    account_number_note: 'Được gửi cho bạn khi chúng tôi xác nhận đặt phòng',
    transfer_note_label: 'Nội dung chuyển khoản',
    transfer_note: 'Họ tên + ngày nhận phòng',
  },
};
