import type { TranslationMessages } from 'ra-core';

/**
 * Arabic (Modern Standard Arabic) catalog of react-admin's built-in messages.
 *
 * Mirrors every key of ra-language-english 5.15, with the same nesting and the
 * same %{placeholders} as the app's English wording of it (reactAdminEnglish in en.ts).
 *
 * Plural messages: node-polyglot (used by ra-i18n-polyglot) splits a message on
 * "||||" and, for the locale "ar", picks the form with its "arabic" rule:
 *
 *   n < 3                 -> n   (0: zero, 1: one, 2: two)
 *   n % 100 in 3..10      -> 3   (few:   3-10, 103-110, ...)
 *   n % 100 >= 11         -> 4   (many:  11-99, 111-199, ...)
 *   otherwise             -> 5   (other: 100-102, 200-202, ...)
 *
 * So every plural message below has exactly six forms, in that order. The
 * numeral is omitted in the one and two forms, as Arabic usage requires
 * ("عنصر واحد", "عنصران"); the few form uses the plural ("عناصر"), the many form
 * the accusative singular ("عنصرًا") and the other form the genitive singular
 * ("عنصر").
 */
const plural = (zero: string, one: string, two: string, few: string, many: string, other: string): string =>
  [zero, one, two, few, many, other].join(' |||| ');

export const raArabicMessages: TranslationMessages = {
  ra: {
    action: {
      add_filter: 'إضافة عامل تصفية',
      add: 'إضافة',
      back: 'رجوع',
      bulk_actions: plural(
        'لم يُحدَّد أي عنصر',
        'تم تحديد عنصر واحد',
        'تم تحديد عنصرين',
        'تم تحديد %{smart_count} عناصر',
        'تم تحديد %{smart_count} عنصرًا',
        'تم تحديد %{smart_count} عنصر',
      ),
      cancel: 'إلغاء',
      clear_array_input: 'مسح القائمة',
      clear_input_value: 'مسح القيمة',
      clone: 'استنساخ',
      confirm: 'تأكيد',
      create: 'إنشاء',
      create_item: 'إنشاء %{item}',
      delete: 'حذف',
      edit: 'تعديل',
      export: 'تصدير',
      list: 'القائمة',
      refresh: 'تحديث',
      remove_filter: 'إزالة عامل التصفية هذا',
      remove_all_filters: 'إزالة جميع عوامل التصفية',
      remove: 'إزالة',
      reset: 'إعادة تعيين',
      save: 'حفظ',
      search: 'بحث',
      search_columns: 'البحث في الأعمدة',
      select_all: 'تحديد الكل',
      select_all_button: 'تحديد الكل',
      select_row: 'تحديد هذا الصف',
      show: 'عرض',
      sort: 'ترتيب',
      undo: 'تراجع',
      unselect: 'إلغاء التحديد',
      expand: 'توسيع',
      close: 'إغلاق',
      open_menu: 'فتح القائمة',
      close_menu: 'إغلاق القائمة',
      update: 'تحديث',
      move_up: 'نقل لأعلى',
      move_down: 'نقل لأسفل',
      open: 'فتح',
      toggle_theme: 'التبديل بين الوضع الفاتح والداكن',
      select_columns: 'الأعمدة',
      update_application: 'إعادة تحميل التطبيق',
    },
    boolean: {
      true: 'نعم',
      false: 'لا',
      null: ' ',
    },
    page: {
      create: 'إنشاء %{name}',
      dashboard: 'لوحة المعلومات',
      edit: 'تعديل: %{recordRepresentation}',
      error: 'حدث خطأ ما',
      list: '%{name}',
      loading: 'جارٍ التحميل',
      not_found: 'غير موجود',
      show: '%{recordRepresentation}',
      empty: 'لا توجد سجلات بعد في %{name}.',
      invite: 'هل تريد إضافة سجل جديد؟',
      access_denied: 'الوصول مرفوض',
      authentication_error: 'خطأ في المصادقة',
    },
    input: {
      file: {
        upload_several: 'اسحب الملفات وأفلتها هنا لرفعها، أو انقر لاختيار ملف.',
        upload_single: 'اسحب ملفًا وأفلته هنا لرفعه، أو انقر لاختياره.',
      },
      image: {
        upload_several: 'اسحب الصور وأفلتها هنا لرفعها، أو انقر لاختيار صورة.',
        upload_single: 'اسحب صورة وأفلتها هنا لرفعها، أو انقر لاختيارها.',
      },
      references: {
        all_missing: 'تعذّر العثور على بيانات المراجع.',
        many_missing: 'يبدو أن مرجعًا واحدًا على الأقل من المراجع المرتبطة لم يعد متاحًا.',
        single_missing: 'يبدو أن المرجع المرتبط لم يعد متاحًا.',
      },
      password: {
        toggle_visible: 'إخفاء كلمة المرور',
        toggle_hidden: 'إظهار كلمة المرور',
      },
    },
    message: {
      about: 'حول',
      access_denied: 'ليست لديك الصلاحيات اللازمة للوصول إلى هذه الصفحة',
      are_you_sure: 'هل أنت متأكد؟',
      authentication_error: 'أعاد خادم المصادقة خطأً، وتعذّر التحقق من بيانات الاعتماد الخاصة بك.',
      auth_error: 'حدث خطأ أثناء التحقق من رمز المصادقة.',
      bulk_delete_content: plural(
        'لا توجد عناصر محددة للحذف.',
        'هل أنت متأكد من حذف هذا العنصر؟',
        'هل أنت متأكد من حذف هذين العنصرين؟',
        'هل أنت متأكد من حذف %{smart_count} عناصر؟',
        'هل أنت متأكد من حذف %{smart_count} عنصرًا؟',
        'هل أنت متأكد من حذف %{smart_count} عنصر؟',
      ),
      bulk_delete_title: plural(
        'لا توجد عناصر محددة للحذف من %{name}',
        'حذف %{name}',
        'حذف عنصرين من %{name}',
        'حذف %{smart_count} عناصر من %{name}',
        'حذف %{smart_count} عنصرًا من %{name}',
        'حذف %{smart_count} عنصر من %{name}',
      ),
      bulk_update_content: plural(
        'لا توجد عناصر محددة للتحديث.',
        'هل أنت متأكد من تحديث «%{recordRepresentation}»؟',
        'هل أنت متأكد من تحديث هذين العنصرين؟',
        'هل أنت متأكد من تحديث %{smart_count} عناصر؟',
        'هل أنت متأكد من تحديث %{smart_count} عنصرًا؟',
        'هل أنت متأكد من تحديث %{smart_count} عنصر؟',
      ),
      bulk_update_title: plural(
        'لا توجد عناصر محددة للتحديث في %{name}',
        'تحديث «%{recordRepresentation}»',
        'تحديث عنصرين من %{name}',
        'تحديث %{smart_count} عناصر من %{name}',
        'تحديث %{smart_count} عنصرًا من %{name}',
        'تحديث %{smart_count} عنصر من %{name}',
      ),
      clear_array_input: 'هل أنت متأكد من مسح القائمة بأكملها؟',
      delete_content: 'هل أنت متأكد من حذف هذا العنصر؟',
      delete_title: 'حذف «%{recordRepresentation}»؟',
      details: 'التفاصيل',
      error: 'حدث خطأ في المتصفح وتعذّر إتمام طلبك.',
      invalid_form: 'في النموذج حقول غير صالحة؛ يُرجى تصحيحها.',
      loading: 'يُرجى الانتظار',
      no: 'لا',
      not_found: 'الرابط غير صحيح، أو لم تعد الصفحة المطلوبة موجودة.',
      select_all_limit_reached: 'عدد العناصر كبير جدًا ولا يمكن تحديدها جميعًا. تم تحديد أول %{max} من العناصر فقط.',
      unsaved_changes: 'لم تُحفظ بعض التغييرات التي أجريتها. هل تريد تجاهلها؟',
      yes: 'نعم',
      placeholder_data_warning: 'مشكلة في الشبكة: تعذّر تحديث البيانات.',
    },
    navigation: {
      clear_filters: 'مسح عوامل التصفية',
      no_filtered_results: 'لا توجد نتائج في %{name} تطابق عوامل التصفية الحالية.',
      no_results: 'لا توجد نتائج في %{name}',
      no_more_results: 'رقم الصفحة %{page} خارج النطاق. جرّب الصفحة السابقة.',
      page_out_of_boundaries: 'رقم الصفحة %{page} خارج النطاق',
      page_out_from_end: 'لا يمكن الانتقال إلى ما بعد الصفحة الأخيرة',
      page_out_from_begin: 'لا يمكن الانتقال إلى ما قبل الصفحة الأولى',
      // Words rather than a dash: a dash between Arabic-Indic digits reads backwards in RTL.
      page_range_info: '%{offsetBegin} إلى %{offsetEnd} · الإجمالي %{total}',
      partial_page_range_info: '%{offsetBegin} إلى %{offsetEnd} من أكثر من %{offsetEnd}',
      current_page: 'الصفحة %{page}',
      page: 'الانتقال إلى الصفحة %{page}',
      first: 'الانتقال إلى الصفحة الأولى',
      last: 'الانتقال إلى الصفحة الأخيرة',
      next: 'الانتقال إلى الصفحة التالية',
      previous: 'الانتقال إلى الصفحة السابقة',
      page_rows_per_page: 'عدد الصفوف في الصفحة:',
      skip_nav: 'الانتقال إلى المحتوى',
    },
    sort: {
      // Rendered e.g. "ترتيب تصاعدي حسب الاسم".
      sort_by: 'ترتيب %{order} حسب %{field_lower_first}',
      ASC: 'تصاعدي',
      DESC: 'تنازلي',
    },
    auth: {
      auth_check_error: 'يُرجى تسجيل الدخول للمتابعة',
      user_menu: 'الملف الشخصي',
      username: 'اسم المستخدم',
      password: 'كلمة المرور',
      email: 'البريد الإلكتروني',
      sign_in: 'تسجيل الدخول',
      sign_in_error: 'فشلت المصادقة، يُرجى المحاولة مرة أخرى',
      logout: 'تسجيل الخروج',
    },
    notification: {
      updated: plural(
        'لم يُحدَّث أي عنصر',
        'تم تحديث العنصر',
        'تم تحديث عنصرين',
        'تم تحديث %{smart_count} عناصر',
        'تم تحديث %{smart_count} عنصرًا',
        'تم تحديث %{smart_count} عنصر',
      ),
      created: 'تم إنشاء العنصر',
      deleted: plural(
        'لم يُحذف أي عنصر',
        'تم حذف العنصر',
        'تم حذف عنصرين',
        'تم حذف %{smart_count} عناصر',
        'تم حذف %{smart_count} عنصرًا',
        'تم حذف %{smart_count} عنصر',
      ),
      bad_item: 'عنصر غير صحيح',
      item_doesnt_exist: 'العنصر غير موجود',
      http_error: 'خطأ في الاتصال بالخادم',
      data_provider_error: 'خطأ في مزوّد البيانات. راجع وحدة التحكم لمزيد من التفاصيل.',
      i18n_error: 'تعذّر تحميل الترجمات الخاصة باللغة المحددة',
      canceled: 'تم إلغاء الإجراء',
      logged_out: 'انتهت جلستك، يُرجى تسجيل الدخول مجددًا.',
      not_authorized: 'غير مصرّح لك بالوصول إلى هذا المورد.',
      application_update_available: 'يتوفر إصدار جديد من التطبيق.',
      offline: 'لا يوجد اتصال بالشبكة. تعذّر جلب البيانات.',
    },
    validation: {
      required: 'مطلوب',
      minLength: 'يجب ألا يقل عدد الأحرف عن %{min}',
      maxLength: 'يجب ألا يزيد عدد الأحرف على %{max}',
      minValue: 'يجب أن تكون القيمة %{min} على الأقل',
      maxValue: 'يجب أن تكون القيمة %{max} أو أقل',
      number: 'يجب أن تكون القيمة رقمًا',
      email: 'يجب إدخال بريد إلكتروني صالح',
      oneOf: 'يجب أن تكون القيمة إحدى القيم التالية: %{options}',
      regex: 'يجب أن تطابق القيمة تنسيقًا محددًا (تعبير نمطي): %{pattern}',
      unique: 'يجب أن تكون القيمة فريدة',
    },
    saved_queries: {
      label: 'الاستعلامات المحفوظة',
      query_name: 'اسم الاستعلام',
      new_label: 'حفظ الاستعلام الحالي...',
      new_dialog_title: 'حفظ الاستعلام الحالي باسم',
      remove_label: 'إزالة الاستعلام المحفوظ',
      remove_label_with_name: 'إزالة الاستعلام «%{name}»',
      remove_dialog_title: 'إزالة الاستعلام المحفوظ؟',
      remove_message: 'هل أنت متأكد من إزالة هذا العنصر من قائمة الاستعلامات المحفوظة؟',
      help: 'صفِّ القائمة واحفظ هذا الاستعلام لاستخدامه لاحقًا',
    },
    guesser: {
      empty: {
        title: 'لا توجد بيانات لعرضها',
        message: 'يُرجى التحقق من مزوّد البيانات',
      },
    },
    configurable: {
      customize: 'تخصيص',
      configureMode: 'تهيئة هذه الصفحة',
      inspector: {
        title: 'أداة الفحص',
        content: 'مرّر المؤشر فوق عناصر واجهة التطبيق لتهيئتها',
        reset: 'إعادة تعيين الإعدادات',
        hideAll: 'إخفاء الكل',
        showAll: 'إظهار الكل',
      },
      Datagrid: {
        title: 'جدول البيانات',
        unlabeled: 'عمود بلا عنوان رقم %{column}',
      },
      SimpleForm: {
        title: 'النموذج',
        unlabeled: 'حقل إدخال بلا عنوان رقم %{input}',
      },
      SimpleList: {
        title: 'القائمة',
        primaryText: 'النص الأساسي',
        secondaryText: 'النص الثانوي',
        tertiaryText: 'النص الثالث',
      },
    },
  },
};
