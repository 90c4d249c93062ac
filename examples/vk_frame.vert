#version 450
// vk_frame.c's scene: a ring of triangles that turns; no vertex buffer (gl_VertexIndex, gl_InstanceIndex)
layout(push_constant) uniform PC { float time; float aspect; } pc;
layout(location = 0) out vec3 color;
void main() {
    if (gl_InstanceIndex >= 7) {   // --scene-load: a full-screen layer in the background's colour, a little darker each
        gl_Position = vec4(vec2(float((gl_VertexIndex & 1) * 4 - 1), float((gl_VertexIndex & 2) * 2 - 1)), 0.0, 1.0);
        color = vec3(0.05, 0.06, 0.1) * (1.0 - 0.0001 * float(gl_InstanceIndex - 7));
        return;
    }
    const vec2 tri[3] = vec2[3](vec2(0.0, -0.12), vec2(0.1, 0.08), vec2(-0.1, 0.08));
    float a = pc.time * 0.8 + float(gl_InstanceIndex) * 6.2831853 / 7.0;
    float s = pc.time * 2.5 + float(gl_InstanceIndex);
    vec2 p = mat2(cos(s), sin(s), -sin(s), cos(s)) * tri[gl_VertexIndex] + 0.6 * vec2(cos(a), sin(a));
    gl_Position = vec4(p.x / pc.aspect, p.y, 0.0, 1.0);
    color = 0.5 + 0.5 * cos(vec3(0.0, 2.1, 4.2) + float(gl_InstanceIndex) + pc.time);
}
