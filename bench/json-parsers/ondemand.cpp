// SPDX-License-Identifier: Apache-2.0
#include "ondemand.h"

#include <simdjson.h>

namespace memscope::bench {

namespace {

#define MEMSCOPE_STRING(x) #x
#define MEMSCOPE_NAME(x) MEMSCOPE_STRING(x)
    // The kernel this file was compiled for (simdjson::builtin_implementation() names the library's).
    constexpr const char* kKernel = MEMSCOPE_NAME(SIMDJSON_BUILTIN_IMPLEMENTATION);

    simdjson::error_code visitOnDemand(simdjson::ondemand::value value, qint64& values);

    simdjson::error_code visitChild(simdjson::simdjson_result<simdjson::ondemand::value> result, qint64& values)
    {
        simdjson::ondemand::value child;
        if (const auto error = std::move(result).get(child))
            return error;
        return visitOnDemand(child, values);
    }

    // simdjson on demand: every value visited, strings unescaped, numbers parsed.
    simdjson::error_code visitOnDemand(simdjson::ondemand::value value, qint64& values)
    {
        ++values;
        simdjson::ondemand::json_type type {};
        if (const auto error = value.type().get(type))
            return error;
        switch (type) {
        case simdjson::ondemand::json_type::object: {
            simdjson::ondemand::object object;
            if (const auto error = value.get_object().get(object))
                return error;
            for (auto field : object) {
                std::string_view key;
                if (const auto error = field.unescaped_key().get(key))
                    return error;
                ++values;
                if (const auto error = visitChild(field.value(), values))
                    return error;
            }
            return simdjson::SUCCESS;
        }
        case simdjson::ondemand::json_type::array: {
            simdjson::ondemand::array array;
            if (const auto error = value.get_array().get(array))
                return error;
            for (auto element : array) {
                if (const auto error = visitChild(element, values))
                    return error;
            }
            return simdjson::SUCCESS;
        }
        case simdjson::ondemand::json_type::number: {
            simdjson::ondemand::number number;
            return value.get_number().get(number);
        }
        case simdjson::ondemand::json_type::string: {
            std::string_view text;
            return value.get_string().get(text);
        }
        case simdjson::ondemand::json_type::boolean: {
            bool flag = false;
            return value.get_bool().get(flag);
        }
        case simdjson::ondemand::json_type::null: {
            bool isNull = false;
            if (const auto error = value.is_null().get(isNull))
                return error;
            return isNull ? simdjson::SUCCESS : simdjson::INCORRECT_TYPE;
        }
        }
        return simdjson::INCORRECT_TYPE;
    }

} // namespace

QString runSimdjsonOnDemand(const char* data, qint64 size, qint64 capacity)
{
#if defined(__x86_64__)
    if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("bmi") || !__builtin_cpu_supports("pclmul"))
        return QStringLiteral("error: this CPU cannot run the haswell kernel it was compiled for");
#endif
    simdjson::ondemand::parser parser(size_t(size) + 1);
    simdjson::ondemand::document document;
    const simdjson::padded_string_view view(data, size_t(size), size_t(capacity));
    qint64 values = 0;
    simdjson::ondemand::value root;
    simdjson::error_code error = parser.iterate(view).get(document);
    if (!error)
        error = document.get_value().get(root);
    if (!error)
        error = visitOnDemand(root, values);
    if (error)
        return QStringLiteral("error: %1").arg(QLatin1String(simdjson::error_message(error)));
    return QStringLiteral("%1 values (%2)").arg(values).arg(QLatin1String(kKernel));
}

} // namespace memscope::bench
