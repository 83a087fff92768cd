package dev.vex.core.tool;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Derives a tool's parameter schema from a Java record and builds the record from checked
 * arguments. Reflection runs once when the tool is defined; each call uses the cached canonical
 * constructor.
 *
 * <p>Types: {@code String}, {@code int}/{@code long} (and boxes), {@code double}/{@code float}/
 * {@code BigDecimal} (and boxes), {@code boolean} (and box), enums (by constant name), {@code
 * List<T>} of those, nested records, and {@code Optional<T>}. Primitives, strings, enums, lists and
 * records are required; boxed types and {@code Optional} are optional.
 */
final class RecordSchema<R extends Record> {
  private final Class<R> type;
  private final RecordComponent[] components;
  private final Constructor<R> constructor;
  private final ObjectSchema schema;

  RecordSchema(Class<R> type) {
    if (!type.isRecord()) {
      throw new IllegalArgumentException(type.getName() + " is not a record");
    }
    this.type = type;
    this.components = type.getRecordComponents();
    Class<?>[] types =
        Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new);
    try {
      this.constructor = type.getDeclaredConstructor(types);
      if (!constructor.canAccess(null)) {
        constructor.setAccessible(true);
      }
    } catch (NoSuchMethodException | RuntimeException e) {
      throw new IllegalArgumentException(
          "cannot use the constructor of "
              + type.getName()
              + "; make the record public or open its package to dev.vex.core",
          e);
    }
    this.schema = objectSchema(type);
  }

  ObjectSchema schema() {
    return schema;
  }

  R instantiate(JsonObject args) throws Exception {
    Object[] values = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      RecordComponent c = components[i];
      try {
        values[i] = value(c.getGenericType(), args.get(c.getName()));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("'" + c.getName() + "': " + e.getMessage(), e);
      }
    }
    try {
      return constructor.newInstance(values);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof Exception ex) {
        throw ex; // the record's own validation: the model gets its message
      }
      throw e;
    }
  }

  private static ObjectSchema objectSchema(Class<?> type) {
    Description d = type.getAnnotation(Description.class);
    ObjectSchema.Builder b = ObjectSchema.builder().description(d == null ? "" : d.value());
    for (RecordComponent c : type.getRecordComponents()) {
      Description cd = c.getAnnotation(Description.class);
      String desc = cd == null ? "" : cd.value();
      Type t = c.getGenericType();
      boolean optional = isOptional(t) || isBoxed(c.getType());
      b.property(c.getName(), schemaOf(unwrapOptional(t), desc, c.getName(), type), !optional);
    }
    return b.build();
  }

  private static JsonSchema schemaOf(Type t, String desc, String name, Class<?> owner) {
    Class<?> raw = raw(t);
    if (raw == String.class) {
      return JsonSchema.string(desc);
    }
    if (raw == int.class
        || raw == long.class
        || raw == Integer.class
        || raw == Long.class
        || raw == short.class
        || raw == Short.class) {
      return JsonSchema.integer(desc);
    }
    if (raw == double.class
        || raw == float.class
        || raw == Double.class
        || raw == Float.class
        || raw == BigDecimal.class) {
      return JsonSchema.number(desc);
    }
    if (raw == boolean.class || raw == Boolean.class) {
      return JsonSchema.bool(desc);
    }
    if (raw.isEnum()) {
      String[] names =
          Arrays.stream(raw.getEnumConstants())
              .map(e -> ((Enum<?>) e).name())
              .toArray(String[]::new);
      return JsonSchema.enumeration(desc, names);
    }
    if (raw == List.class && t instanceof ParameterizedType p) {
      return JsonSchema.array(desc, schemaOf(p.getActualTypeArguments()[0], "", name, owner));
    }
    if (raw.isRecord()) {
      ObjectSchema nested = objectSchema(raw);
      return new ObjectSchema(desc, nested.properties(), nested.required());
    }
    throw new IllegalArgumentException(
        "component '" + name + "' of " + owner.getName() + " has a type tools cannot take: " + t);
  }

  /** The arguments were range-checked as a long; a narrower component is checked again here. */
  private static long within(long v, long min, long max) {
    if (v < min || v > max) {
      throw new IllegalArgumentException(
          "a whole number from " + min + " to " + max + " is needed, got " + v);
    }
    return v;
  }

  private static Object value(Type t, JsonElement e) throws Exception {
    if (isOptional(t)) {
      return e == null || e.isJsonNull()
          ? Optional.empty()
          : Optional.of(value(unwrapOptional(t), e));
    }
    Class<?> raw = raw(t);
    if (e == null || e.isJsonNull()) {
      if (raw.isPrimitive()) {
        return raw == boolean.class ? Boolean.FALSE : zero(raw);
      }
      return null;
    }
    if (raw == String.class) {
      return e.getAsString();
    }
    if (raw == int.class || raw == Integer.class) {
      return (int) within(e.getAsLong(), Integer.MIN_VALUE, Integer.MAX_VALUE);
    }
    if (raw == long.class || raw == Long.class) {
      return e.getAsLong();
    }
    if (raw == short.class || raw == Short.class) {
      return (short) within(e.getAsLong(), Short.MIN_VALUE, Short.MAX_VALUE);
    }
    if (raw == double.class || raw == Double.class) {
      return e.getAsDouble();
    }
    if (raw == float.class || raw == Float.class) {
      float f = e.getAsFloat();
      if (Float.isInfinite(f)) {
        throw new IllegalArgumentException(
            "a number within ±" + Float.MAX_VALUE + " is needed, got " + e.getAsString());
      }
      return f;
    }
    if (raw == BigDecimal.class) {
      return e.getAsBigDecimal();
    }
    if (raw == boolean.class || raw == Boolean.class) {
      return e.getAsBoolean();
    }
    if (raw.isEnum()) {
      for (Object constant : raw.getEnumConstants()) {
        if (((Enum<?>) constant).name().equalsIgnoreCase(e.getAsString().strip())) {
          return constant;
        }
      }
      throw new IllegalArgumentException(
          e.getAsString().toLowerCase(Locale.ROOT) + " is not allowed");
    }
    if (raw == List.class && t instanceof ParameterizedType p) {
      List<Object> out = new ArrayList<>();
      for (JsonElement item : (JsonArray) e) {
        out.add(value(p.getActualTypeArguments()[0], item));
      }
      return List.copyOf(out);
    }
    if (raw.isRecord()) {
      @SuppressWarnings({"unchecked", "rawtypes"})
      RecordSchema<?> nested = new RecordSchema(raw);
      return nested.instantiate(e.getAsJsonObject());
    }
    throw new IllegalArgumentException("unsupported type " + t);
  }

  private static Object zero(Class<?> primitive) {
    if (primitive == int.class) {
      return 0;
    }
    if (primitive == long.class) {
      return 0L;
    }
    if (primitive == short.class) {
      return (short) 0;
    }
    if (primitive == float.class) {
      return 0f;
    }
    return 0d;
  }

  private static boolean isBoxed(Class<?> c) {
    return c == Integer.class
        || c == Long.class
        || c == Double.class
        || c == Float.class
        || c == Boolean.class
        || c == Short.class;
  }

  private static boolean isOptional(Type t) {
    return raw(t) == Optional.class;
  }

  private static Type unwrapOptional(Type t) {
    if (isOptional(t) && t instanceof ParameterizedType p) {
      return p.getActualTypeArguments()[0];
    }
    return t;
  }

  private static Class<?> raw(Type t) {
    if (t instanceof Class<?> c) {
      return c;
    }
    if (t instanceof ParameterizedType p) {
      return (Class<?>) p.getRawType();
    }
    throw new IllegalArgumentException("unsupported type " + t);
  }

  @Override
  public String toString() {
    return "RecordSchema[" + type.getName() + "]";
  }
}
